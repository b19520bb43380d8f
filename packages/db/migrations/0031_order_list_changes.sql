CREATE INDEX "orders_placed_for_idx" ON "orders" USING btree ("placed_by","user_id") WHERE "orders"."placed_by" <> "orders"."user_id";--> statement-breakpoint
-- Order list cache (apps/server/src/modules/orders/orderListCache.ts, decision 0041): a change of what
-- a user's order lists show notifies channel 'portal_orders' with that user's id. PostgreSQL delivers it
-- to every listening process when the transaction commits (one per user and transaction), so each process
-- drops that user's cached pages at once. An order added, changed or removed: its user.
CREATE FUNCTION portal_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('portal_orders', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('portal_orders', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_listed_changed AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION portal_orders_changed();--> statement-breakpoint
-- A package added, changed or removed (carrier, tracking number): the user of its order.
CREATE FUNCTION portal_order_shipments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('portal_orders', o.user_id::text) FROM orders o WHERE o.id = OLD.order_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('portal_orders', o.user_id::text) FROM orders o WHERE o.id = NEW.order_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_shipments_listed_changed AFTER INSERT OR UPDATE OR DELETE ON order_shipments
  FOR EACH ROW EXECUTE FUNCTION portal_order_shipments_changed();--> statement-breakpoint
-- A user's name changed (the lists show who placed each order): the user, and the users whose orders
-- they placed (orders_placed_for_idx).
CREATE FUNCTION portal_order_placer_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_orders', NEW.id::text);
  PERFORM pg_notify('portal_orders', p.user_id::text)
    FROM (SELECT DISTINCT o.user_id FROM orders o WHERE o.placed_by = NEW.id AND o.placed_by <> o.user_id) p;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_order_placer_renamed AFTER UPDATE OF first_name, last_name, username ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION portal_order_placer_renamed();

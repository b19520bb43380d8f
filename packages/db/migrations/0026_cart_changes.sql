-- Cart cache (apps/server/src/modules/cart/cartCache.ts, decision 0036): a line of a user's cart added,
-- changed or removed notifies channel 'portal_cart' with the user's id. PostgreSQL delivers it to every
-- listening process when the transaction commits (one per user and transaction), so each process drops
-- its cached lines at once.
CREATE FUNCTION portal_cart_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('portal_cart', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('portal_cart', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cart_items_changed AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION portal_cart_changed();

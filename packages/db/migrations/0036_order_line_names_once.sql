-- Place Order writes orders.line_filenames with the order itself (docs/decisions/0047-place-order-in-few-statements.md),
-- so the order_lines trigger that keeps it (migration 0021) updates an order only when the names differ: a placed
-- order's row is written once, and its row triggers (the order list notice, its file-name rows) fire once.
CREATE OR REPLACE FUNCTION order_line_filenames_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE orders o SET line_filenames = f.names
      FROM (SELECT n.order_id, order_line_filenames_of(n.order_id) AS names FROM (SELECT DISTINCT order_id FROM new_rows) n) f
      WHERE o.id = f.order_id AND o.line_filenames IS DISTINCT FROM f.names;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE orders o SET line_filenames = order_line_filenames_of(o.id)
      WHERE o.id IN (SELECT order_id FROM old_rows);
  ELSE
    UPDATE orders o SET line_filenames = order_line_filenames_of(o.id)
      WHERE o.id IN (SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The cart cache's notice (migration 0026, decision 0036) once per statement instead of once per line: emptying a
-- 20-line cart at checkout ran the function 20 times for one notice. Still one notice per user and transaction.
CREATE FUNCTION portal_cart_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_cart', u.user_id::text) FROM (SELECT DISTINCT user_id FROM new_rows) u;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_cart', u.user_id::text) FROM (SELECT DISTINCT user_id FROM old_rows) u;
  ELSE
    PERFORM pg_notify('portal_cart', u.user_id::text)
      FROM (SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows) u;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER cart_items_changed ON cart_items;
--> statement-breakpoint
DROP FUNCTION portal_cart_changed();
--> statement-breakpoint
CREATE TRIGGER cart_items_inserted AFTER INSERT ON cart_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_cart_rows_changed();
--> statement-breakpoint
CREATE TRIGGER cart_items_updated AFTER UPDATE ON cart_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_cart_rows_changed();
--> statement-breakpoint
CREATE TRIGGER cart_items_deleted AFTER DELETE ON cart_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_cart_rows_changed();

-- orders.line_filenames: the artwork file names of the order's lines, one a line, kept by statement
-- triggers on order_lines in the transaction that writes the lines, so the staff queue's file-name
-- search reads one trigram index on orders (the order's status and date in the same row) instead of
-- every matching line and then its order.
DROP INDEX "order_lines_filename_trgm_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "line_filenames" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION order_line_filenames_of(order_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(l.filename, E'\n' ORDER BY l.line_no), '') FROM order_lines l
  WHERE l.order_id = $1 AND l.filename <> ''
$$;
--> statement-breakpoint
CREATE FUNCTION order_line_filenames_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE orders o SET line_filenames = order_line_filenames_of(o.id)
      WHERE o.id IN (SELECT order_id FROM new_rows);
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
CREATE TRIGGER order_lines_filenames_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_line_filenames_apply();
--> statement-breakpoint
CREATE TRIGGER order_lines_filenames_update AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_line_filenames_apply();
--> statement-breakpoint
CREATE TRIGGER order_lines_filenames_delete AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_line_filenames_apply();
--> statement-breakpoint
UPDATE orders o SET line_filenames = f.names FROM (
  SELECT order_id, string_agg(filename, E'\n' ORDER BY line_no) AS names FROM order_lines
  WHERE filename <> '' GROUP BY order_id
) f WHERE f.order_id = o.id;
--> statement-breakpoint
CREATE INDEX "orders_line_filenames_trgm_idx" ON "orders" USING gin ("line_filenames" gin_trgm_ops);

-- order_file_names: each order's artwork file names, one a row (orders.line_filenames split at its
-- line breaks), with the order's brand, status and date, kept by row triggers on orders in the
-- transaction that writes the order. The staff queue's file-name search among a brand's orders reads
-- this narrow table and its trigram index alone; a search text has no line break, so it matches
-- line_filenames exactly when it matches one of these rows. The trigram index on orders.line_filenames
-- goes: a search within a customer's or the late orders tests the order's row, without an index.
CREATE TABLE "order_file_names" (
	"order_id" integer NOT NULL,
	"n" integer NOT NULL,
	"franchise" text NOT NULL,
	"status" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"filename" text NOT NULL,
	CONSTRAINT "order_file_names_order_id_n_pk" PRIMARY KEY("order_id","n")
);
--> statement-breakpoint
DROP INDEX "orders_line_filenames_trgm_idx";--> statement-breakpoint
ALTER TABLE "order_file_names" ADD CONSTRAINT "order_file_names_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_file_names_filename_trgm_idx" ON "order_file_names" USING gin ("filename" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION order_file_names_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.line_filenames = NEW.line_filenames THEN
    UPDATE order_file_names SET franchise = NEW.franchise, status = NEW.status, placed_at = NEW.placed_at
      WHERE order_id = NEW.id;
  ELSE
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM order_file_names WHERE order_id = NEW.id;
    END IF;
    INSERT INTO order_file_names (order_id, n, franchise, status, placed_at, filename)
      SELECT NEW.id, f.n, NEW.franchise, NEW.status, NEW.placed_at, f.name
      FROM regexp_split_to_table(NEW.line_filenames, E'\n') WITH ORDINALITY AS f(name, n)
      WHERE f.name <> '';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_file_names_insert AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.line_filenames <> '') EXECUTE FUNCTION order_file_names_apply();
--> statement-breakpoint
CREATE TRIGGER orders_file_names_update AFTER UPDATE OF franchise, status, placed_at, line_filenames ON orders
  FOR EACH ROW WHEN (OLD.line_filenames IS DISTINCT FROM NEW.line_filenames OR (NEW.line_filenames <> '' AND (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.placed_at IS DISTINCT FROM NEW.placed_at
    OR OLD.franchise IS DISTINCT FROM NEW.franchise)))
  EXECUTE FUNCTION order_file_names_apply();
--> statement-breakpoint
INSERT INTO order_file_names (order_id, n, franchise, status, placed_at, filename)
  SELECT o.id, f.n, o.franchise, o.status, o.placed_at, f.name
  FROM orders o CROSS JOIN LATERAL regexp_split_to_table(o.line_filenames, E'\n') WITH ORDINALITY AS f(name, n)
  WHERE o.line_filenames <> '' AND f.name <> '';

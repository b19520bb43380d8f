-- file_names: each artwork file name of order_file_names once, with a trigram index
-- (docs/decisions/0046-staff-queue-at-scale.md). The staff queue's file-name search finds the
-- matching names there, then their orders through order_file_names_name_idx alone: an order's
-- artwork is often ordered again under the same name, so the trigram index holds each name once
-- instead of once per order line. A name's key is md5(name) as a uuid, which the trigger computes
-- from the name itself (no lookup; a b-tree entry has a size limit a file name need not keep). A
-- name is never removed; one no order has any more finds nothing.
CREATE TABLE "file_names" (
	"hash" uuid PRIMARY KEY NOT NULL,
	"filename" text NOT NULL
);
--> statement-breakpoint
INSERT INTO file_names (hash, filename) SELECT DISTINCT md5(filename)::uuid, filename FROM order_file_names;--> statement-breakpoint
-- fastupdate off: a search never scans a pending list of names not yet merged into the index.
CREATE INDEX "file_names_filename_trgm_idx" ON "file_names" USING gin ("filename" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX "order_file_names_filename_trgm_idx";--> statement-breakpoint
ALTER TABLE "order_file_names" ADD COLUMN "name_hash" uuid;--> statement-breakpoint
UPDATE order_file_names SET name_hash = md5(filename)::uuid;--> statement-breakpoint
ALTER TABLE "order_file_names" ALTER COLUMN "name_hash" SET NOT NULL;--> statement-breakpoint
-- Every column the search reads, so a matching name's orders are read from the index alone.
CREATE INDEX "order_file_names_name_idx" ON "order_file_names" USING btree ("name_hash","franchise","placed_at","order_id","status");--> statement-breakpoint
-- As in migration 0032, and each new name is added to file_names first, in key order: two orders
-- adding the same new names wait for each other in the same order, never crosswise.
CREATE OR REPLACE FUNCTION order_file_names_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.line_filenames = NEW.line_filenames THEN
    UPDATE order_file_names SET franchise = NEW.franchise, status = NEW.status, placed_at = NEW.placed_at
      WHERE order_id = NEW.id;
  ELSE
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM order_file_names WHERE order_id = NEW.id;
    END IF;
    INSERT INTO file_names (hash, filename)
      SELECT DISTINCT md5(f.name)::uuid, f.name FROM regexp_split_to_table(NEW.line_filenames, E'\n') AS f(name)
      WHERE f.name <> '' ORDER BY 1
      ON CONFLICT DO NOTHING;
    INSERT INTO order_file_names (order_id, n, franchise, status, placed_at, filename, name_hash)
      SELECT NEW.id, f.n, NEW.franchise, NEW.status, NEW.placed_at, f.name, md5(f.name)::uuid
      FROM regexp_split_to_table(NEW.line_filenames, E'\n') WITH ORDINALITY AS f(name, n)
      WHERE f.name <> '';
  END IF;
  RETURN NULL;
END;
$$;

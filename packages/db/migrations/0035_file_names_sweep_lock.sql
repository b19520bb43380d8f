-- file_names loses the names no order has any more (docs/decisions/0046-staff-queue-at-scale.md): the
-- orders module's nightly sweep deletes them. A name is added with ON CONFLICT DO NOTHING, which takes
-- no lock on a name already there, so an order being written could count on a name the sweep is
-- removing and commit without it. Adding names now takes a shared advisory lock first (orders adding
-- names never wait for each other); the sweep deletes only while it holds the same lock alone, which
-- it tries for and never waits for (a checkout never waits behind it for long, and no deadlock). The
-- key (7302, 0) is FILE_NAMES_LOCK of apps/server/src/modules/orders/fileNames.repo.ts.
CREATE OR REPLACE FUNCTION order_file_names_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.line_filenames = NEW.line_filenames THEN
    UPDATE order_file_names SET franchise = NEW.franchise, status = NEW.status, placed_at = NEW.placed_at
      WHERE order_id = NEW.id;
  ELSE
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM order_file_names WHERE order_id = NEW.id;
    END IF;
    IF NEW.line_filenames <> '' THEN
      PERFORM pg_advisory_xact_lock_shared(7302, 0);
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

-- order_status_counts: orders per brand and status, kept by statement triggers in the transaction that
-- changes orders, so the staff queue's tabs read 7 rows instead of counting every order. One grouped
-- upsert per statement (a bulk insert costs one), rows touched in (franchise, status) order so two
-- transactions never lock them in opposite orders.
CREATE FUNCTION order_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_status_counts AS c (franchise, status, n)
      SELECT franchise, status, count(*) FROM new_rows GROUP BY franchise, status ORDER BY franchise, status
      ON CONFLICT (franchise, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_status_counts AS c (franchise, status, n)
      SELECT franchise, status, -count(*) FROM old_rows GROUP BY franchise, status ORDER BY franchise, status
      ON CONFLICT (franchise, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO order_status_counts AS c (franchise, status, n)
      SELECT franchise, status, sum(d) FROM (
        SELECT franchise, status, 1 AS d FROM new_rows
        UNION ALL
        SELECT franchise, status, -1 AS d FROM old_rows
      ) changes
      GROUP BY franchise, status HAVING sum(d) <> 0 ORDER BY franchise, status
      ON CONFLICT (franchise, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
INSERT INTO order_status_counts (franchise, status, n)
  SELECT franchise, status, count(*) FROM orders GROUP BY franchise, status;

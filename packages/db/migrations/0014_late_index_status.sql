-- The late tab's counts read the partial index alone (status in it; docs/product/shop-order-desk.md).
DROP INDEX "orders_open_production_idx";--> statement-breakpoint
CREATE INDEX "orders_open_production_idx" ON "orders" USING btree ("franchise","production_date","status") WHERE "orders"."status" in ('ordered', 'in_production', 'on_hold');
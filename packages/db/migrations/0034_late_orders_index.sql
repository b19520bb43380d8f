-- The late tab's page reads orders_open_production_idx alone too: its date placed and id join the
-- index's columns (docs/decisions/0046-staff-queue-at-scale.md). Only open orders are in it.
DROP INDEX "orders_open_production_idx";--> statement-breakpoint
CREATE INDEX "orders_open_production_idx" ON "orders" USING btree ("franchise","production_date","status","proof_state","placed_at","id") WHERE "orders"."status" in ('ordered', 'in_production', 'on_hold');
-- orders.proof_state: the order's proof state (decision 0024), kept by the proofs module in the transaction of each
-- proof sent or answered and set at placement, so the staff queue's late rule and proof filter read the order's own
-- row instead of every late order's proofs.
ALTER TABLE "orders" ADD COLUMN "proof_state" text;--> statement-breakpoint
WITH latest AS (
  SELECT DISTINCT ON (order_line_id) order_id, order_line_id, status FROM order_proofs
  ORDER BY order_line_id, version DESC
), states AS (
  SELECT o.id, CASE
    WHEN EXISTS (SELECT 1 FROM latest l WHERE l.order_id = o.id AND l.status = 'changes_requested') THEN 'changes_requested'
    WHEN EXISTS (SELECT 1 FROM latest l WHERE l.order_id = o.id AND l.status = 'waiting') THEN 'waiting'
    WHEN o.proofs_required AND EXISTS (SELECT 1 FROM order_lines pr WHERE pr.order_id = o.id AND pr.kind = 'product'
      AND NOT EXISTS (SELECT 1 FROM latest l WHERE l.order_line_id = pr.id AND l.status = 'approved')) THEN 'needed'
    WHEN EXISTS (SELECT 1 FROM latest l WHERE l.order_id = o.id AND l.status = 'approved') THEN 'approved'
  END AS state
  FROM orders o WHERE o.proofs_required OR EXISTS (SELECT 1 FROM order_proofs p WHERE p.order_id = o.id)
)
UPDATE orders o SET proof_state = s.state FROM states s WHERE s.id = o.id AND s.state IS NOT NULL;--> statement-breakpoint
DROP INDEX "orders_open_production_idx";--> statement-breakpoint
CREATE INDEX "orders_open_production_idx" ON "orders" USING btree ("franchise","production_date","status","proof_state") WHERE "orders"."status" in ('ordered', 'in_production', 'on_hold');--> statement-breakpoint
CREATE INDEX "orders_franchise_proof_placed_idx" ON "orders" USING btree ("franchise","proof_state","placed_at","id") WHERE "orders"."proof_state" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_proof_state_ck" CHECK ("orders"."proof_state" in ('changes_requested', 'waiting', 'needed', 'approved'));

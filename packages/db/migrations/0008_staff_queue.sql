CREATE TABLE "order_status_counts" (
	"franchise" text NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_franchise_status_pk" PRIMARY KEY("franchise","status")
);
--> statement-breakpoint
DROP INDEX "orders_franchise_placed_idx";--> statement-breakpoint
DROP INDEX "orders_franchise_status_placed_idx";--> statement-breakpoint
CREATE INDEX "customers_company_name_trgm_idx" ON "customers" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_lines_product_type_idx" ON "order_lines" USING btree ("product_type","order_id");--> statement-breakpoint
CREATE INDEX "order_lines_filename_trgm_idx" ON "order_lines" USING gin ("filename" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_placed_idx" ON "orders" USING btree ("customer_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_open_production_idx" ON "orders" USING btree ("franchise","production_date") WHERE "orders"."status" in ('ordered', 'in_production', 'on_hold');--> statement-breakpoint
CREATE INDEX "orders_franchise_placed_idx" ON "orders" USING btree ("franchise","placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_franchise_status_placed_idx" ON "orders" USING btree ("franchise","status","placed_at","id");
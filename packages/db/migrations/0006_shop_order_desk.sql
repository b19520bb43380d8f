CREATE TABLE "order_shipment_lines" (
	"shipment_id" integer NOT NULL,
	"order_line_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"weight_lb" numeric(10, 2),
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_ck";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_status_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refund_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_shipment_lines" ADD CONSTRAINT "order_shipment_lines_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_lines" ADD CONSTRAINT "order_shipment_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipment_lines_uq" ON "order_shipment_lines" USING btree ("shipment_id","order_line_id");--> statement-breakpoint
CREATE INDEX "order_shipments_order_idx" ON "order_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_franchise_placed_idx" ON "orders" USING btree ("franchise","placed_at");--> statement-breakpoint
CREATE INDEX "orders_franchise_status_placed_idx" ON "orders" USING btree ("franchise","status","placed_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('needs_approval', 'ordered', 'in_production', 'on_hold', 'shipped', 'invoiced', 'cancelled'));
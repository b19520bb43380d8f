CREATE TABLE "invoice_counters" (
	"franchise" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"franchise" text NOT NULL,
	"invoice_number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"terms_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_invoices_number_ck" CHECK ("order_invoices"."invoice_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_number_uq" ON "order_invoices" USING btree ("franchise","invoice_number");--> statement-breakpoint
CREATE INDEX "orders_po_number_trgm_idx" ON "orders" USING gin ("po_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_job_name_trgm_idx" ON "orders" USING gin ("job_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_terms_days_ck" CHECK ("customers"."terms_days" between 0 and 365);
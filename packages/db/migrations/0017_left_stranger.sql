ALTER TABLE "customers" ADD COLUMN "po_number_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "job_name" text DEFAULT '' NOT NULL;
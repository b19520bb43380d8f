CREATE TABLE "order_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"rendition_status" text DEFAULT 'queued' NOT NULL,
	"thumbnail_key" text,
	"preview_key" text,
	"message" text DEFAULT '' NOT NULL,
	"sent_by" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_proofs_status_ck" CHECK ("order_proofs"."status" in ('waiting', 'approved', 'changes_requested', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "proofs_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_packages" ADD COLUMN "purpose" text DEFAULT 'library' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proofs_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_proofs_line_version_uq" ON "order_proofs" USING btree ("order_line_id","version");--> statement-breakpoint
CREATE INDEX "order_proofs_order_idx" ON "order_proofs" USING btree ("order_id","order_line_id","version");
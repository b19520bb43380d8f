CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"set_id" integer DEFAULT 0 NOT NULL,
	"set_name" text DEFAULT '' NOT NULL,
	"line_number" integer DEFAULT 0 NOT NULL,
	"item_no" text NOT NULL,
	"item_desc" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"square_feet" numeric(12, 2) DEFAULT 0 NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"full_url" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id");
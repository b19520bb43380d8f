CREATE TABLE "saved_cart_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_cart_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"saved_cart_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
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
	"order_notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"customer_id" integer,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_cart_lines" ADD CONSTRAINT "saved_cart_lines_saved_cart_id_saved_carts_id_fk" FOREIGN KEY ("saved_cart_id") REFERENCES "public"."saved_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_cart_lines_cart_idx" ON "saved_cart_lines" USING btree ("saved_cart_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_carts_user_name_uq" ON "saved_carts" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "saved_carts_customer_shared_idx" ON "saved_carts" USING btree ("customer_id","shared");
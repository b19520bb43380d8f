CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 100001 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "checkout_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"kind" text NOT NULL,
	"item_no" text NOT NULL,
	"item_desc" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"square_feet" numeric(12, 2) DEFAULT 0 NOT NULL,
	"weight_lb" numeric(12, 2) DEFAULT 0 NOT NULL,
	"set_id" integer DEFAULT 0 NOT NULL,
	"set_name" text DEFAULT '' NOT NULL,
	"line_number" integer DEFAULT 0 NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"full_url" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_lines_values_ck" CHECK ("order_lines"."quantity" >= 1 and "order_lines"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"gateway" text DEFAULT '' NOT NULL,
	"charge_id" text DEFAULT '' NOT NULL,
	"gateway_token" text DEFAULT '' NOT NULL,
	"payment_method_id" integer,
	"card_brand" text DEFAULT '' NOT NULL,
	"last4" text DEFAULT '' NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_ck" CHECK ("order_payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_number" integer DEFAULT nextval('order_number_seq') NOT NULL,
	"user_id" integer NOT NULL,
	"placed_by" integer NOT NULL,
	"customer_id" integer,
	"franchise" text NOT NULL,
	"status" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"production_date" date NOT NULL,
	"ship_date" date NOT NULL,
	"items_cents" integer NOT NULL,
	"minimum_charge_cents" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"freight_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"tax_state" text DEFAULT '' NOT NULL,
	"tax_rate_percent" numeric(7, 4) DEFAULT 0 NOT NULL,
	"weight_lb" numeric(12, 2) DEFAULT 0 NOT NULL,
	"shipping_method" text NOT NULL,
	"shipping_method_text" text DEFAULT '' NOT NULL,
	"shipping_account" text DEFAULT '' NOT NULL,
	"company_shipping" boolean DEFAULT false NOT NULL,
	"blind_shipping" boolean DEFAULT false NOT NULL,
	"cant_do_freight" boolean DEFAULT false NOT NULL,
	"preserve_filenames" boolean DEFAULT false NOT NULL,
	"always_show_filenames" boolean DEFAULT false NOT NULL,
	"order_notes" text DEFAULT '' NOT NULL,
	"payment_kind" text NOT NULL,
	"billing_name" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"billing_address2" text DEFAULT '' NOT NULL,
	"billing_city" text DEFAULT '' NOT NULL,
	"billing_state" text DEFAULT '' NOT NULL,
	"billing_zip" text DEFAULT '' NOT NULL,
	"billing_country" text DEFAULT '' NOT NULL,
	"ship_first_name" text NOT NULL,
	"ship_last_name" text NOT NULL,
	"ship_company_name" text DEFAULT '' NOT NULL,
	"ship_address1" text NOT NULL,
	"ship_address2" text DEFAULT '' NOT NULL,
	"ship_city" text NOT NULL,
	"ship_state" text NOT NULL,
	"ship_zip" text NOT NULL,
	"ship_country" text NOT NULL,
	"ship_county" text DEFAULT '' NOT NULL,
	"ship_phone" text DEFAULT '' NOT NULL,
	"ship_email" text DEFAULT '' NOT NULL,
	"ship_residential" boolean NOT NULL,
	"checkout_request_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('needs_approval', 'ordered', 'shipped', 'invoiced', 'cancelled')),
	CONSTRAINT "orders_money_ck" CHECK ("orders"."items_cents" >= 0 and "orders"."minimum_charge_cents" >= 0 and "orders"."freight_cents" >= 0 and "orders"."tax_cents" >= 0 and "orders"."total_cents" = "orders"."subtotal_cents" + "orders"."freight_cents" + "orders"."tax_cents" and "orders"."subtotal_cents" = "orders"."items_cents" + "orders"."minimum_charge_cents")
);
--> statement-breakpoint
ALTER TABLE "checkout_requests" ADD CONSTRAINT "checkout_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_request_id_checkout_requests_id_fk" FOREIGN KEY ("checkout_request_id") REFERENCES "public"."checkout_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_requests_user_key_uq" ON "checkout_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_line_uq" ON "order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_order_seq_uq" ON "order_payments" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_request_uq" ON "orders" USING btree ("checkout_request_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_customer_status_idx" ON "orders" USING btree ("customer_id","status");
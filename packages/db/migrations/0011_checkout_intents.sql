CREATE TABLE "checkout_intents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_intents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"order_number" integer NOT NULL,
	"order_id" integer,
	"amounts_cents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"charge_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"failure" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_intents_state_ck" CHECK ("checkout_intents"."state" in ('pending', 'charged', 'confirmed', 'voided', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" text NOT NULL,
	"decline_code" text DEFAULT '' NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_refund_ck" CHECK ("sandbox_charges"."refunded_cents" >= 0 and "sandbox_charges"."refunded_cents" <= "sandbox_charges"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_intents" ADD CONSTRAINT "checkout_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_intents" ADD CONSTRAINT "checkout_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_intents_key_uq" ON "checkout_intents" USING btree ("user_id","idempotency_key") WHERE "checkout_intents"."kind" = 'checkout' and "checkout_intents"."state" in ('pending', 'charged', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_intents_live_cart_uq" ON "checkout_intents" USING btree ("user_id") WHERE "checkout_intents"."kind" = 'checkout' and "checkout_intents"."state" in ('pending', 'charged');--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_intents_live_release_uq" ON "checkout_intents" USING btree ("order_id") WHERE "checkout_intents"."kind" = 'release' and "checkout_intents"."state" in ('pending', 'charged');--> statement-breakpoint
CREATE INDEX "checkout_intents_live_idx" ON "checkout_intents" USING btree ("created_at") WHERE "checkout_intents"."state" in ('pending', 'charged');--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_key_uq" ON "sandbox_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_key_uq" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_charge_idx" ON "sandbox_refunds" USING btree ("charge_id");
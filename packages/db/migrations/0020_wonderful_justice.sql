CREATE TABLE "order_approvals" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"approver_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spend_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_limit_cents" integer,
	"monthly_limit_cents" integer,
	"always_approve" boolean DEFAULT false NOT NULL,
	"approver_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_limits_order_limit_check" CHECK ("spend_limits"."order_limit_cents" is null or "spend_limits"."order_limit_cents" >= 0),
	CONSTRAINT "spend_limits_monthly_limit_check" CHECK ("spend_limits"."monthly_limit_cents" is null or "spend_limits"."monthly_limit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_limits" ADD CONSTRAINT "spend_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_limits" ADD CONSTRAINT "spend_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_limits" ADD CONSTRAINT "spend_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
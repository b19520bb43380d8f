DROP INDEX "saved_carts_customer_shared_idx";--> statement-breakpoint
CREATE INDEX "saved_carts_shared_user_idx" ON "saved_carts" USING btree ("user_id") WHERE "saved_carts"."shared";
DROP INDEX "carts_active_customer_uq";--> statement-breakpoint
DROP INDEX "carts_active_anonymous_uq";--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "role" text;--> statement-breakpoint
CREATE INDEX "carts_active_customer_idx" ON "carts" USING btree ("customer_id","last_modified_at") WHERE "carts"."cart_state" = 'Active' and "carts"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "carts_active_anonymous_idx" ON "carts" USING btree ("anonymous_id","last_modified_at") WHERE "carts"."cart_state" = 'Active' and "carts"."anonymous_id" is not null;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_role_ck" CHECK ("auth_sessions"."role" is null or "auth_sessions"."role" = 'sales_rep');
DROP INDEX "carts_active_customer_idx";--> statement-breakpoint
DROP INDEX "carts_active_anonymous_idx";--> statement-breakpoint
DROP INDEX "carts_customer_idx";--> statement-breakpoint
CREATE INDEX "carts_active_customer_idx" ON "carts" USING btree ("customer_id") WHERE "carts"."cart_state" = 'Active' and "carts"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "carts_active_anonymous_idx" ON "carts" USING btree ("anonymous_id") WHERE "carts"."cart_state" = 'Active' and "carts"."anonymous_id" is not null;--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");--> statement-breakpoint
-- Room on each page for a cart's next version (a HOT update needs it on the same page); pages written from now on.
ALTER TABLE "carts" SET (fillfactor = 80);

CREATE TABLE "order_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"gateway_key" text NOT NULL,
	"state" text DEFAULT 'Reserved' NOT NULL,
	"card_id" uuid NOT NULL,
	"cent_amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"order_input" jsonb NOT NULL,
	"stock_takes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_code_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_id" uuid,
	"lease_until" timestamp with time zone NOT NULL,
	"recovery_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "order_placements_state_ck" CHECK ("order_placements"."state" in ('Reserved', 'Placed', 'Released'))
);
--> statement-breakpoint
ALTER TABLE "order_placements" ADD CONSTRAINT "order_placements_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_placements" ADD CONSTRAINT "order_placements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_placements" ADD CONSTRAINT "order_placements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_placements_gateway_key_uq" ON "order_placements" USING btree ("gateway_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_placements_reserved_cart_uq" ON "order_placements" USING btree ("cart_id") WHERE "order_placements"."state" = 'Reserved';--> statement-breakpoint
CREATE INDEX "order_placements_due_idx" ON "order_placements" USING btree ("lease_until") WHERE "order_placements"."state" = 'Reserved';
CREATE TABLE "replenish_plans" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"plan_days" integer NOT NULL,
	"next_order_date" date NOT NULL,
	"schedule_anchor" date NOT NULL,
	"next_order_date_behavior" text DEFAULT 'PreserveSchedule' NOT NULL,
	"is_skipped" boolean DEFAULT false NOT NULL,
	"payment_type" text NOT NULL,
	"card_id" uuid,
	"po_number" text,
	"shipping_address_id" text NOT NULL,
	"attention_reason" text,
	"attention_message" text,
	"attention_since" timestamp with time zone,
	"retries_left" integer DEFAULT 3 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"reminded_for" date,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "replenish_plans_status_ck" CHECK ("replenish_plans"."status" in ('Active', 'Paused', 'NeedsAttention', 'Deleted')),
	CONSTRAINT "replenish_plans_days_ck" CHECK ("replenish_plans"."plan_days" between 1 and 365),
	CONSTRAINT "replenish_plans_payment_ck" CHECK ("replenish_plans"."payment_type" in ('Net30', 'CreditCard')),
	CONSTRAINT "replenish_plans_behavior_ck" CHECK ("replenish_plans"."next_order_date_behavior" in ('PreserveSchedule', 'ResetSchedule'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replenish_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replenish_date" date;--> statement-breakpoint
ALTER TABLE "replenish_plans" ADD CONSTRAINT "replenish_plans_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenish_plans" ADD CONSTRAINT "replenish_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenish_plans" ADD CONSTRAINT "replenish_plans_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenish_plans" ADD CONSTRAINT "replenish_plans_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replenish_plans_due_idx" ON "replenish_plans" USING btree ("status","next_order_date");--> statement-breakpoint
CREATE INDEX "replenish_plans_customer_idx" ON "replenish_plans" USING btree ("customer_id","last_modified_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_replenish_slot_uq" ON "orders" USING btree ("replenish_plan_id","replenish_date");
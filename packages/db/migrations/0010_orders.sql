CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_exports" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"exported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"product_key" text,
	"product_slug" jsonb,
	"variant_id" integer DEFAULT 1 NOT NULL,
	"sku" text NOT NULL,
	"item_number" text,
	"uom" text,
	"name" jsonb NOT NULL,
	"image_url" text,
	"quantity" integer NOT NULL,
	"price_cent_amount" integer NOT NULL,
	"total_cent_amount" integer NOT NULL,
	"price_channel" text NOT NULL,
	"distribution_channel_id" uuid,
	"backordered_quantity" integer DEFAULT 0 NOT NULL,
	"requires_dea_license" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_line_items_quantity_ck" CHECK ("order_line_items"."quantity" > 0 and "order_line_items"."backordered_quantity" between 0 and "order_line_items"."quantity"),
	CONSTRAINT "order_line_items_price_channel_ck" CHECK ("order_line_items"."price_channel" in ('contract', 'retail'))
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text DEFAULT 'CS' || nextval('order_number_seq')::text NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_email" text,
	"business_unit_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"order_state" text DEFAULT 'Open' NOT NULL,
	"shipment_state" text,
	"payment_state" text,
	"purchase_order_number" text,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"shipping_account_number" text,
	"billing_account_number" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"shipping_method" jsonb,
	"discount_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal_cent_amount" integer NOT NULL,
	"handling_fee_cent_amount" integer NOT NULL,
	"minimum_order_fee_cent_amount" integer NOT NULL,
	"hazardous_fee_cent_amount" integer DEFAULT 0 NOT NULL,
	"refrigerated_fee_cent_amount" integer DEFAULT 0 NOT NULL,
	"excessive_weight_fee_cent_amount" integer DEFAULT 0 NOT NULL,
	"total_cent_amount" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid,
	"card_brand" text,
	"card_last4" text,
	"gateway_authorization_id" text,
	"tracking_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"processed_by_erp" boolean DEFAULT false NOT NULL,
	"processed_by_erp_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_state_ck" CHECK ("orders"."order_state" in ('Open', 'Confirmed', 'Complete', 'Cancelled')),
	CONSTRAINT "orders_payment_method_ck" CHECK ("orders"."payment_method" in ('on-account', 'card'))
);
--> statement-breakpoint
ALTER TABLE "order_exports" ADD CONSTRAINT "order_exports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_exports_due_idx" ON "order_exports" USING btree ("next_attempt_at") WHERE "order_exports"."exported_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_items_order_position_uq" ON "order_line_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_uq" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_customer_modified_idx" ON "orders" USING btree ("customer_id","last_modified_at");--> statement-breakpoint
CREATE INDEX "orders_customer_completed_idx" ON "orders" USING btree ("customer_id","completed_at");--> statement-breakpoint
CREATE INDEX "orders_office_completed_idx" ON "orders" USING btree ("business_unit_id","completed_at");
CREATE TABLE "cart_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_key" text,
	"product_type" text NOT NULL,
	"name" jsonb NOT NULL,
	"product_slug" jsonb,
	"variant_id" integer NOT NULL,
	"sku" text NOT NULL,
	"item_number" text NOT NULL,
	"uom" text NOT NULL,
	"variant_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variant_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"price_id" uuid NOT NULL,
	"cent_amount" integer NOT NULL,
	"price_channel" text NOT NULL,
	"distribution_channel_id" uuid,
	"requires_active_dea_license" boolean DEFAULT false NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_items_quantity_ck" CHECK ("cart_line_items"."quantity" > 0),
	CONSTRAINT "cart_line_items_price_channel_ck" CHECK ("cart_line_items"."price_channel" in ('contract', 'retail'))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"anonymous_id" text,
	"business_unit_id" uuid,
	"pricing_channel_id" uuid,
	"currency" text DEFAULT 'USD' NOT NULL,
	"cart_state" text DEFAULT 'Active' NOT NULL,
	"origin" text DEFAULT 'Customer' NOT NULL,
	"customer_email" text,
	"shipping_address_id" text,
	"shipping_address" jsonb,
	"billing_address_id" text,
	"billing_address" jsonb,
	"shipping_method_id" uuid,
	"shipping_info" jsonb,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"discount_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"processed_by_erp" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner_ck" CHECK ("carts"."customer_id" is not null or "carts"."anonymous_id" is not null),
	CONSTRAINT "carts_state_ck" CHECK ("carts"."cart_state" in ('Active', 'Merged', 'Ordered', 'Frozen'))
);
--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD CONSTRAINT "cart_line_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_pricing_channel_id_channels_id_fk" FOREIGN KEY ("pricing_channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_address_id_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_billing_address_id_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_line_items_cart_sku_uq" ON "cart_line_items" USING btree ("cart_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_active_customer_uq" ON "carts" USING btree ("customer_id") WHERE "carts"."cart_state" = 'Active' and "carts"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_active_anonymous_uq" ON "carts" USING btree ("anonymous_id") WHERE "carts"."cart_state" = 'Active' and "carts"."anonymous_id" is not null;--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id","last_modified_at");
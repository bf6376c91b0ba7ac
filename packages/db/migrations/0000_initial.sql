CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"parent_id" uuid,
	"ancestor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"description" jsonb,
	"meta_title" jsonb,
	"meta_description" jsonb,
	"order_hint" text DEFAULT '0.5' NOT NULL,
	"external_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"sku" text NOT NULL,
	"key" text,
	"item_number" text NOT NULL,
	"uom" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"product_type" text DEFAULT 'dental-supply' NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"slug" jsonb NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_order_hints" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_title" jsonb,
	"meta_description" jsonb,
	"search_keywords" jsonb,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"roles" text[] NOT NULL,
	"name" jsonb,
	"description" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"supply_channel_id" uuid NOT NULL,
	"quantity_on_stock" integer NOT NULL,
	"restockable_in_days" integer,
	"expected_delivery" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standalone_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"sku" text NOT NULL,
	"currency_code" varchar(3) DEFAULT 'USD' NOT NULL,
	"cent_amount" integer NOT NULL,
	"channel_id" uuid,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"discounted_cent_amount" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"key" text,
	"first_name" text,
	"last_name" text,
	"company" text,
	"street_name" text,
	"street_number" text,
	"apartment" text,
	"additional_street_info" text,
	"postal_code" text,
	"city" text,
	"state" text,
	"country" text DEFAULT 'US' NOT NULL,
	"phone" text,
	"email" text,
	"is_shipping" boolean DEFAULT true NOT NULL,
	"is_billing" boolean DEFAULT false NOT NULL,
	"shipping_account_number" text,
	"external_id" text,
	"has_active_dea_license" boolean DEFAULT false NOT NULL,
	"dea_registration_number" text,
	"dea_expires_on" date,
	"eligible_for_online_ordering" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"pricing_contract_channel_id" uuid,
	"terms_allowed" boolean DEFAULT false NOT NULL,
	"checkout_approved" boolean DEFAULT true NOT NULL,
	"checkout_declined" boolean DEFAULT false NOT NULL,
	"buying_group" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_business_units" (
	"customer_id" uuid NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_business_units_customer_id_business_unit_id_pk" PRIMARY KEY("customer_id","business_unit_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"external_id" text,
	"default_shipping_address_id" text,
	"default_billing_address_id" text,
	"checkout_declined" boolean DEFAULT false NOT NULL,
	"checkout_approved" boolean DEFAULT false NOT NULL,
	"asap_enrolled" boolean DEFAULT false NOT NULL,
	"buying_group" text,
	"terms_allowed" boolean DEFAULT false NOT NULL,
	"practice_name" text,
	"practice_type" text,
	"job_function" text,
	"is_sales_rep" boolean DEFAULT false NOT NULL,
	"no_address_message_sent" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_accounts" (
	"number" text PRIMARY KEY NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"warehouse_channel_id" uuid NOT NULL,
	"billing_account_number" text
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'footer' NOT NULL,
	"provider_status" text DEFAULT 'local' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "redirect_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_path" text NOT NULL,
	"target" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_entries" ADD CONSTRAINT "inventory_entries_supply_channel_id_channels_id_fk" FOREIGN KEY ("supply_channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standalone_prices" ADD CONSTRAINT "standalone_prices_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_shipping_account_number_shipping_accounts_number_fk" FOREIGN KEY ("shipping_account_number") REFERENCES "public"."shipping_accounts"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_units" ADD CONSTRAINT "business_units_pricing_contract_channel_id_channels_id_fk" FOREIGN KEY ("pricing_contract_channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_business_units" ADD CONSTRAINT "customer_business_units_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_business_units" ADD CONSTRAINT "customer_business_units_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_accounts" ADD CONSTRAINT "shipping_accounts_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_accounts" ADD CONSTRAINT "shipping_accounts_warehouse_channel_id_channels_id_fk" FOREIGN KEY ("warehouse_channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_key_uq" ON "categories" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_en_us_uq" ON "categories" USING btree (("slug"->>'en-US'));--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_order_hint_idx" ON "categories" USING btree ("order_hint");--> statement-breakpoint
CREATE INDEX "categories_ancestors_gin" ON "categories" USING gin ("ancestor_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_uq" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_variant_uq" ON "product_variants" USING btree ("product_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_item_uom_uq" ON "product_variants" USING btree ("item_number","uom");--> statement-breakpoint
CREATE UNIQUE INDEX "products_key_uq" ON "products" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_en_us_uq" ON "products" USING btree (("slug"->>'en-US'));--> statement-breakpoint
CREATE INDEX "products_categories_gin" ON "products" USING gin ("category_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_key_uq" ON "channels" USING btree ("key");--> statement-breakpoint
CREATE INDEX "inventory_entries_channel_sku_idx" ON "inventory_entries" USING btree ("supply_channel_id","sku");--> statement-breakpoint
CREATE INDEX "standalone_prices_sku_channel_idx" ON "standalone_prices" USING btree ("sku","channel_id");--> statement-breakpoint
CREATE INDEX "standalone_prices_channel_sku_idx" ON "standalone_prices" USING btree ("channel_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "standalone_prices_key_uq" ON "standalone_prices" USING btree ("key");--> statement-breakpoint
CREATE INDEX "addresses_business_unit_idx" ON "addresses" USING btree ("business_unit_id");--> statement-breakpoint
CREATE INDEX "addresses_shipping_account_idx" ON "addresses" USING btree ("shipping_account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "business_units_key_uq" ON "business_units" USING btree ("key");--> statement-breakpoint
CREATE INDEX "customer_business_units_bu_idx" ON "customer_business_units" USING btree ("business_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_uq" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_uq" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_created_idx" ON "newsletter_subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redirect_rules_source_uq" ON "redirect_rules" USING btree ("source_path");
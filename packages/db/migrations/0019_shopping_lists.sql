CREATE TABLE "shopping_list_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"key" text,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"note" text,
	"added_by_customer_id" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_lines_quantity_ck" CHECK ("shopping_list_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"business_unit_id" uuid,
	"key" text,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"favorites" boolean DEFAULT false NOT NULL,
	"shared_with_office" boolean DEFAULT false NOT NULL,
	"delete_days_after_last_modification" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopping_list_lines" ADD CONSTRAINT "shopping_list_lines_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_lines" ADD CONSTRAINT "shopping_list_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_lines" ADD CONSTRAINT "shopping_list_lines_added_by_customer_id_customers_id_fk" FOREIGN KEY ("added_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_list_lines_list_variant_uq" ON "shopping_list_lines" USING btree ("list_id","variant_id");--> statement-breakpoint
CREATE INDEX "shopping_list_lines_list_position_idx" ON "shopping_list_lines" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "shopping_list_lines_variant_idx" ON "shopping_list_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "shopping_lists_customer_idx" ON "shopping_lists" USING btree ("customer_id","last_modified_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shopping_lists_shared_idx" ON "shopping_lists" USING btree ("business_unit_id","last_modified_at" DESC NULLS LAST) WHERE "shopping_lists"."shared_with_office";--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_customer_key_uq" ON "shopping_lists" USING btree ("customer_id","key") WHERE "shopping_lists"."key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_favorites_uq" ON "shopping_lists" USING btree ("customer_id") WHERE "shopping_lists"."favorites";
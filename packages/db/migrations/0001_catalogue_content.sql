CREATE TABLE "print_catalog_pages" (
	"catalog_id" uuid NOT NULL,
	"page_number" integer NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"product_keys" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "print_catalog_pages_catalog_id_page_number_pk" PRIMARY KEY("catalog_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "print_catalogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"year" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"product_id" uuid NOT NULL,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"author_name" text,
	"title" text,
	"text" text,
	"rating" integer,
	"included_in_statistics" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"localized_name" jsonb,
	"localized_description" jsonb,
	"rate_cent_amount" integer NOT NULL,
	"free_above_cent_amount" integer,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "print_catalog_pages" ADD CONSTRAINT "print_catalog_pages_catalog_id_print_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."print_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_catalogs_slug_uq" ON "print_catalogs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_key_uq" ON "reviews" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_key_uq" ON "shipping_methods" USING btree ("key");--> statement-breakpoint
CREATE INDEX "shipping_methods_rate_idx" ON "shipping_methods" USING btree ("rate_cent_amount");
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"skus" text[] NOT NULL,
	"item_numbers" text[] NOT NULL,
	"previous_skus" text[] NOT NULL,
	"category_ids" uuid[] NOT NULL,
	"category_tree_ids" uuid[] NOT NULL,
	"brands" text[] NOT NULL,
	"brand_variants" integer[] NOT NULL,
	"variant_count" integer NOT NULL,
	"latex_free_true" integer DEFAULT 0 NOT NULL,
	"latex_free_false" integer DEFAULT 0 NOT NULL,
	"sterile_true" integer DEFAULT 0 NOT NULL,
	"sterile_false" integer DEFAULT 0 NOT NULL,
	"powdered_true" integer DEFAULT 0 NOT NULL,
	"powdered_false" integer DEFAULT 0 NOT NULL,
	"disposable_true" integer DEFAULT 0 NOT NULL,
	"disposable_false" integer DEFAULT 0 NOT NULL,
	"textured_true" integer DEFAULT 0 NOT NULL,
	"textured_false" integer DEFAULT 0 NOT NULL,
	"replenishable_true" integer DEFAULT 0 NOT NULL,
	"replenishable_false" integer DEFAULT 0 NOT NULL,
	"requires_active_dea_license_true" integer DEFAULT 0 NOT NULL,
	"requires_active_dea_license_false" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search_counts" (
	"scope" text NOT NULL,
	"facet" text NOT NULL,
	"term" text NOT NULL,
	"variants" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_search_counts_scope_facet_term_pk" PRIMARY KEY("scope","facet","term")
);
--> statement-breakpoint
CREATE TABLE "product_search_text" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"codes" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_text" ADD CONSTRAINT "product_search_text_product_id_product_search_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_search"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_skus_gin" ON "product_search" USING gin ("skus");--> statement-breakpoint
CREATE INDEX "product_search_item_numbers_gin" ON "product_search" USING gin ("item_numbers");--> statement-breakpoint
CREATE INDEX "product_search_categories_gin" ON "product_search" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_search_category_tree_gin" ON "product_search" USING gin ("category_tree_ids");--> statement-breakpoint
CREATE INDEX "product_search_brands_gin" ON "product_search" USING gin ("brands");--> statement-breakpoint
CREATE UNIQUE INDEX "product_search_key_uq" ON "product_search" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "product_search_slug_uq" ON "product_search" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING btree (lower("name") collate "C","product_id");--> statement-breakpoint
CREATE INDEX "product_search_created_at_idx" ON "product_search" USING btree ("created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_search_text_document_gin" ON "product_search_text" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_text_codes_gin" ON "product_search_text" USING gin ("codes");--> statement-breakpoint
CREATE INDEX "search_words_trgm_gist" ON "search_words" USING gist ("word" gist_trgm_ops);
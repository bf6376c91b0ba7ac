-- The text rows again with their columns in the order text searches read them (see textRowColumns in
-- schema/search.ts): fixed-width columns first, then the document. PostgreSQL cannot reorder a table's columns in
-- place, so the rows move to a new table, written in the order a full refresh writes them (category, then name).
CREATE TABLE "product_search_text_reordered" (
	"product_id" uuid NOT NULL,
	"facet_set" integer NOT NULL,
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
	"requires_active_dea_license_false" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"document" "tsvector" NOT NULL,
	"codes" text[] NOT NULL,
	"category_tree_ids" uuid[] NOT NULL,
	"brands" text[] NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"skus" text[] NOT NULL,
	"item_numbers" text[] NOT NULL,
	"previous_skus" text[] NOT NULL,
	"category_ids" uuid[] NOT NULL,
	"brand_variants" integer[] NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_search_text_reordered" ("product_id","facet_set","variant_count","latex_free_true","latex_free_false","sterile_true","sterile_false","powdered_true","powdered_false","disposable_true","disposable_false","textured_true","textured_false","replenishable_true","replenishable_false","requires_active_dea_license_true","requires_active_dea_license_false","created_at","document","codes","category_tree_ids","brands","name","key","slug","skus","item_numbers","previous_skus","category_ids","brand_variants")
SELECT "product_id","facet_set","variant_count","latex_free_true","latex_free_false","sterile_true","sterile_false","powdered_true","powdered_false","disposable_true","disposable_false","textured_true","textured_false","replenishable_true","replenishable_false","requires_active_dea_license_true","requires_active_dea_license_false","created_at","document","codes","category_tree_ids","brands","name","key","slug","skus","item_numbers","previous_skus","category_ids","brand_variants"
FROM "product_search_text" ORDER BY "category_tree_ids", "name", "product_id";
--> statement-breakpoint
DROP TABLE "product_search_text";--> statement-breakpoint
ALTER TABLE "product_search_text_reordered" RENAME TO "product_search_text";--> statement-breakpoint
ALTER TABLE "product_search_text" ADD CONSTRAINT "product_search_text_pkey" PRIMARY KEY ("product_id");--> statement-breakpoint
ALTER TABLE "product_search_text" ADD CONSTRAINT "product_search_text_product_id_product_search_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_search"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_text_document_gin" ON "product_search_text" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_text_codes_gin" ON "product_search_text" USING gin ("codes");--> statement-breakpoint
ANALYZE "product_search_text";

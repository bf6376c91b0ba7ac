CREATE TABLE "search_facet_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_facet_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_ids" uuid[] NOT NULL,
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
CREATE UNIQUE INDEX "search_facet_sets_uq" ON "search_facet_sets" USING btree ("category_ids","brands","brand_variants","variant_count","latex_free_true","latex_free_false","sterile_true","sterile_false","powdered_true","powdered_false","disposable_true","disposable_false","textured_true","textured_false","replenishable_true","replenishable_false","requires_active_dea_license_true","requires_active_dea_license_false");--> statement-breakpoint
-- Existing search rows get their facet sets here; afterwards refreshProductSearch keeps them.
ALTER TABLE "product_search_text" ADD COLUMN "facet_set" integer;--> statement-breakpoint
INSERT INTO "search_facet_sets" ("category_ids","brands","brand_variants","variant_count","latex_free_true","latex_free_false","sterile_true","sterile_false","powdered_true","powdered_false","disposable_true","disposable_false","textured_true","textured_false","replenishable_true","replenishable_false","requires_active_dea_license_true","requires_active_dea_license_false") SELECT DISTINCT "category_ids","brands","brand_variants","variant_count","latex_free_true","latex_free_false","sterile_true","sterile_false","powdered_true","powdered_false","disposable_true","disposable_false","textured_true","textured_false","replenishable_true","replenishable_false","requires_active_dea_license_true","requires_active_dea_license_false" FROM "product_search_text";--> statement-breakpoint
UPDATE "product_search_text" s SET "facet_set" = f."id" FROM "search_facet_sets" f WHERE s."category_ids" = f."category_ids" AND s."brands" = f."brands" AND s."brand_variants" = f."brand_variants" AND s."variant_count" = f."variant_count" AND s."latex_free_true" = f."latex_free_true" AND s."latex_free_false" = f."latex_free_false" AND s."sterile_true" = f."sterile_true" AND s."sterile_false" = f."sterile_false" AND s."powdered_true" = f."powdered_true" AND s."powdered_false" = f."powdered_false" AND s."disposable_true" = f."disposable_true" AND s."disposable_false" = f."disposable_false" AND s."textured_true" = f."textured_true" AND s."textured_false" = f."textured_false" AND s."replenishable_true" = f."replenishable_true" AND s."replenishable_false" = f."replenishable_false" AND s."requires_active_dea_license_true" = f."requires_active_dea_license_true" AND s."requires_active_dea_license_false" = f."requires_active_dea_license_false";--> statement-breakpoint
ALTER TABLE "product_search_text" ALTER COLUMN "facet_set" SET NOT NULL;

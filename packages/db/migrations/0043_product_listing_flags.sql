-- Listing rows carry the boolean values their product's variants have (issue 21), one bit each (listingFlag): a
-- category page filtered by one value walks its scope's listing testing the row, not a search row per listed product.
-- A brand gets listing rows of its own in every scope. The listing is rebuilt here as refreshProductSearch builds it,
-- so pages stay right without a reindex.
ALTER TABLE "product_listing" ADD COLUMN "flags" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
DELETE FROM "product_listing";
--> statement-breakpoint
INSERT INTO "product_listing" ("scope", "product_id", "name_rank", "created_rank", "flags")
SELECT x.scope, s.product_id,
  row_number() OVER (PARTITION BY x.scope ORDER BY lower(s.name) COLLATE "C", s.product_id),
  row_number() OVER (PARTITION BY x.scope ORDER BY s.created_at, s.product_id),
  (case when s."latex_free_true" > 0 then 1 else 0 end) +
    (case when s."latex_free_false" > 0 then 2 else 0 end) +
    (case when s."sterile_true" > 0 then 4 else 0 end) +
    (case when s."sterile_false" > 0 then 8 else 0 end) +
    (case when s."powdered_true" > 0 then 16 else 0 end) +
    (case when s."powdered_false" > 0 then 32 else 0 end) +
    (case when s."disposable_true" > 0 then 64 else 0 end) +
    (case when s."disposable_false" > 0 then 128 else 0 end) +
    (case when s."textured_true" > 0 then 256 else 0 end) +
    (case when s."textured_false" > 0 then 512 else 0 end) +
    (case when s."replenishable_true" > 0 then 1024 else 0 end) +
    (case when s."replenishable_false" > 0 then 2048 else 0 end) +
    (case when s."requires_active_dea_license_true" > 0 then 4096 else 0 end) +
    (case when s."requires_active_dea_license_false" > 0 then 8192 else 0 end)
FROM "product_search" s
CROSS JOIN LATERAL (SELECT tree_id::text FROM unnest(s.category_tree_ids) tree_id UNION ALL SELECT '') t(scope)
CROSS JOIN LATERAL (SELECT t.scope UNION ALL SELECT t.scope || '|brand|' || b FROM unnest(s.brands) b) x(scope);
--> statement-breakpoint
ALTER TABLE "product_listing" ALTER COLUMN "flags" DROP DEFAULT;

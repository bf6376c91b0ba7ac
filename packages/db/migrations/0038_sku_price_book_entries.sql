-- The price book keeps each sku's lookup entry as one JSON value (issue 21): [sku, item number, unit of measure,
-- ASAP category, controlled, retail prices], what POST /ct/pricing and an add to cart read of the sku besides its
-- contract prices. The lookup built that array for every sku of every page with json_build_array, which looks up the
-- type of each of its arguments on every call (json_build_array, this one and each contract price's, was a sixth of a
-- 500-sku lookup's database time in a profile at 100,000 products). Now the array is built when the sku's variant or
-- retail prices change, and a page only joins entries as text.
-- The table is copied into its new shape rather than altered, so rows do not keep the dropped columns' bytes; each
-- entry is built from the row's own columns with the expression refresh_sku_price_book uses below.
CREATE TABLE "sku_price_book_entries" (
  "sku" text COLLATE "C" NOT NULL,
  "published" boolean NOT NULL,
  "entry" json NOT NULL
);
--> statement-breakpoint
INSERT INTO sku_price_book_entries (sku, published, entry)
SELECT sku, published, json_build_array(sku, item_number, uom, asap_category, controlled, retail_prices)
FROM sku_price_book ORDER BY sku;
--> statement-breakpoint
DROP TABLE sku_price_book;
--> statement-breakpoint
ALTER TABLE sku_price_book_entries RENAME TO sku_price_book;
--> statement-breakpoint
ALTER TABLE sku_price_book ADD CONSTRAINT "sku_price_book_pkey" PRIMARY KEY ("sku");
--> statement-breakpoint
ALTER TABLE sku_price_book ADD CONSTRAINT "sku_price_book_sku_product_variants_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."product_variants"("sku") ON DELETE cascade ON UPDATE cascade;
--> statement-breakpoint
-- As in 0034 (its locks, its snapshots), writing the entry. A variant whose sku changes gets its entry rebuilt under
-- the new sku: the foreign key's cascade renames the row first, then the variants' statement trigger refreshes it.
CREATE OR REPLACE FUNCTION refresh_sku_price_book(p_skus text[]) RETURNS void LANGUAGE sql AS $$
  SELECT count(pg_advisory_xact_lock(hashtext('sku_price_book'), bucket)) FROM (
    SELECT DISTINCT hashtext(sku) & 255 AS bucket FROM unnest(p_skus) AS changed(sku) ORDER BY bucket
  ) buckets;
  INSERT INTO sku_price_book (sku, published, entry)
  SELECT pv.sku, p.published, json_build_array(
    pv.sku, pv.item_number, pv.uom,
    pv.attributes->>'asap_product_category',
    coalesce(pv.attributes->'requires_active_dea_license' = 'true'::jsonb, false),
    (SELECT json_agg(json_build_array(sp.id, sp.channel_id, sp.cent_amount, sp.discounted_cent_amount, sp.valid_from, sp.valid_until)
        ORDER BY sp.valid_until, sp.valid_from, sp.cent_amount, sp.discounted_cent_amount, sp.id)
      FROM standalone_prices sp
      WHERE sp.channel_id IS NULL AND sp.sku = pv.sku AND sp.active AND sp.currency_code = 'USD'))
  FROM unnest(p_skus) AS changed(sku)
  JOIN product_variants pv ON pv.sku = changed.sku
  JOIN products p ON p.id = pv.product_id
  ON CONFLICT (sku) DO UPDATE SET
    published = excluded.published,
    entry = excluded.entry;
$$;
--> statement-breakpoint
-- The new table has no statistics until autovacuum comes by; a lookup's plan needs them now.
ANALYZE sku_price_book;

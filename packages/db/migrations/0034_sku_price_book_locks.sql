-- The price book's writers queue per sku on transaction-level advisory locks instead of locking the skus' variant rows
-- (0032). A variant row lock cannot be taken on a variant another transaction is still creating: a retail price written
-- meanwhile found no variant, the variant's own refresh did not see the uncommitted price, and the book lacked the price
-- once both committed. The lock's second key is one of 256 buckets of the sku's hash, taken in order (no deadlock):
-- a refresh of a whole catalogue holds 256 locks at most. Each statement of this VOLATILE function reads with a new
-- snapshot, so the upsert sees whatever the transactions it waited for committed.
CREATE OR REPLACE FUNCTION refresh_sku_price_book(p_skus text[]) RETURNS void LANGUAGE sql AS $$
  SELECT count(pg_advisory_xact_lock(hashtext('sku_price_book'), bucket)) FROM (
    SELECT DISTINCT hashtext(sku) & 255 AS bucket FROM unnest(p_skus) AS changed(sku) ORDER BY bucket
  ) buckets;
  INSERT INTO sku_price_book (sku, item_number, uom, asap_category, controlled, published, retail_prices)
  SELECT pv.sku, pv.item_number, pv.uom,
    pv.attributes->>'asap_product_category',
    coalesce(pv.attributes->'requires_active_dea_license' = 'true'::jsonb, false),
    p.published,
    (SELECT json_agg(json_build_array(sp.id, sp.channel_id, sp.cent_amount, sp.discounted_cent_amount, sp.valid_from, sp.valid_until)
        ORDER BY sp.valid_until, sp.valid_from, sp.cent_amount, sp.discounted_cent_amount, sp.id)
      FROM standalone_prices sp
      WHERE sp.channel_id IS NULL AND sp.sku = pv.sku AND sp.active AND sp.currency_code = 'USD')
  FROM unnest(p_skus) AS changed(sku)
  JOIN product_variants pv ON pv.sku = changed.sku
  JOIN products p ON p.id = pv.product_id
  ON CONFLICT (sku) DO UPDATE SET
    item_number = excluded.item_number,
    uom = excluded.uom,
    asap_category = excluded.asap_category,
    controlled = excluded.controlled,
    published = excluded.published,
    retail_prices = excluded.retail_prices;
$$;
--> statement-breakpoint
-- A product's publication reaches its variants' entries through the same refresh (and its locks): an update of the
-- book rows beside it could be undone by a concurrent refresh that read the product before the change committed.
-- Only products whose publication changed are refreshed.
CREATE OR REPLACE FUNCTION sku_price_book_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_sku_price_book(ARRAY(
    SELECT pv.sku FROM new_rows changed
    JOIN old_rows before ON before.id = changed.id
    JOIN product_variants pv ON pv.product_id = changed.id
    WHERE changed.published IS DISTINCT FROM before.published));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER sku_price_book_products_updated ON products;
--> statement-breakpoint
CREATE TRIGGER sku_price_book_products_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sku_price_book_products_changed();

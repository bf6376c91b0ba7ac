CREATE TABLE "sku_price_book" (
	"sku" text PRIMARY KEY NOT NULL,
	"item_number" text NOT NULL,
	"uom" text NOT NULL,
	"asap_category" text,
	"controlled" boolean NOT NULL,
	"published" boolean NOT NULL,
	"retail_prices" json
);
--> statement-breakpoint
ALTER TABLE "sku_price_book" ADD CONSTRAINT "sku_price_book_sku_product_variants_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."product_variants"("sku") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- The one definition of a book row: the variant's lookup fields, its product's publication and its active USD retail
-- prices in the (valid until, valid from, amount, discounted, id) order of the covering index. Skus without a variant
-- are skipped (their rows left through the foreign key). The variants are locked first, in sku order: two
-- transactions writing one sku's prices then refresh it one after the other, the second reading (fresh snapshot: a
-- volatile function's next statement) the first's committed prices, where both would have computed the row from
-- their own snapshot and the later upsert dropped the other's price. NO KEY UPDATE leaves the key-share locks of
-- foreign keys (cart lines, orders) unblocked.
CREATE FUNCTION refresh_sku_price_book(p_skus text[]) RETURNS void LANGUAGE sql AS $$
  SELECT count(*) FROM (
    SELECT 1 FROM product_variants WHERE sku = ANY (p_skus) ORDER BY sku FOR NO KEY UPDATE
  ) locked;
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
-- Statement triggers with transition tables: a seed's or an import's 1,000-row statement refreshes its skus at once.
-- Only retail prices are in the book; a price's old row counts too (its sku or channel may have changed).
CREATE FUNCTION sku_price_book_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_sku_price_book(ARRAY(SELECT DISTINCT sku FROM new_rows WHERE channel_id IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_sku_price_book(ARRAY(SELECT DISTINCT sku FROM old_rows WHERE channel_id IS NULL));
  ELSE
    PERFORM refresh_sku_price_book(ARRAY(
      SELECT sku FROM new_rows WHERE channel_id IS NULL UNION SELECT sku FROM old_rows WHERE channel_id IS NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sku_price_book_variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_sku_price_book(ARRAY(SELECT sku FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sku_price_book_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sku_price_book b SET published = changed.published
    FROM new_rows changed JOIN product_variants pv ON pv.product_id = changed.id
    WHERE b.sku = pv.sku AND b.published IS DISTINCT FROM changed.published;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sku_price_book_prices_inserted AFTER INSERT ON standalone_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sku_price_book_prices_changed();
--> statement-breakpoint
CREATE TRIGGER sku_price_book_prices_updated AFTER UPDATE ON standalone_prices
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sku_price_book_prices_changed();
--> statement-breakpoint
CREATE TRIGGER sku_price_book_prices_deleted AFTER DELETE ON standalone_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sku_price_book_prices_changed();
--> statement-breakpoint
CREATE TRIGGER sku_price_book_variants_inserted AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sku_price_book_variants_changed();
--> statement-breakpoint
CREATE TRIGGER sku_price_book_variants_updated AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sku_price_book_variants_changed();
--> statement-breakpoint
CREATE TRIGGER sku_price_book_products_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sku_price_book_products_changed();
--> statement-breakpoint
SELECT refresh_sku_price_book(ARRAY(SELECT sku FROM product_variants));

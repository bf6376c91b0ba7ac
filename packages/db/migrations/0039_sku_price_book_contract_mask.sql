-- The price book says which channels price each sku (issue 21), so that a lookup probes a contract's prices only for
-- the skus that contract may price. A 500-sku page of POST /ct/pricing descended the (channel, sku) index for every
-- sku, though a contract may price a few percent of the catalogue. Each channel gets a bit of 64, in turn as channels
-- are created (existing ones in their table's order), and a sku's mask is the set of the bits of the channels with a
-- price of it, whatever the price's state: a superset of what a probe may find. Past 64 channels bits are shared, and a
-- shared bit only costs a probe that finds nothing.
CREATE SEQUENCE "public"."channels_price_book_bit_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "price_book_bit" smallint DEFAULT (nextval('channels_price_book_bit_seq') % 64) NOT NULL;
--> statement-breakpoint
ALTER SEQUENCE "public"."channels_price_book_bit_seq" OWNED BY "channels"."price_book_bit";
--> statement-breakpoint
ALTER TABLE "sku_price_book" ADD COLUMN "contract_mask" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- As in 0038, and the sku's contract mask.
CREATE OR REPLACE FUNCTION refresh_sku_price_book(p_skus text[]) RETURNS void LANGUAGE sql AS $$
  SELECT count(pg_advisory_xact_lock(hashtext('sku_price_book'), bucket)) FROM (
    SELECT DISTINCT hashtext(sku) & 255 AS bucket FROM unnest(p_skus) AS changed(sku) ORDER BY bucket
  ) buckets;
  INSERT INTO sku_price_book (sku, published, entry, contract_mask)
  SELECT pv.sku, p.published, json_build_array(
    pv.sku, pv.item_number, pv.uom,
    pv.attributes->>'asap_product_category',
    coalesce(pv.attributes->'requires_active_dea_license' = 'true'::jsonb, false),
    (SELECT json_agg(json_build_array(sp.id, sp.channel_id, sp.cent_amount, sp.discounted_cent_amount, sp.valid_from, sp.valid_until)
        ORDER BY sp.valid_until, sp.valid_from, sp.cent_amount, sp.discounted_cent_amount, sp.id)
      FROM standalone_prices sp
      WHERE sp.channel_id IS NULL AND sp.sku = pv.sku AND sp.active AND sp.currency_code = 'USD')),
    (SELECT coalesce(bit_or(1::bigint << ch.price_book_bit), 0)
      FROM standalone_prices sp JOIN channels ch ON ch.id = sp.channel_id
      WHERE sp.sku = pv.sku)
  FROM unnest(p_skus) AS changed(sku)
  JOIN product_variants pv ON pv.sku = changed.sku
  JOIN products p ON p.id = pv.product_id
  ON CONFLICT (sku) DO UPDATE SET
    published = excluded.published,
    entry = excluded.entry,
    contract_mask = excluded.contract_mask;
$$;
--> statement-breakpoint
-- Every price's sku is refreshed now, a contract price's too (its mask); a price's old row counts as well (its sku
-- or channel may have changed).
CREATE OR REPLACE FUNCTION sku_price_book_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_sku_price_book(ARRAY(SELECT DISTINCT sku FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_sku_price_book(ARRAY(SELECT DISTINCT sku FROM old_rows));
  ELSE
    PERFORM refresh_sku_price_book(ARRAY(SELECT sku FROM new_rows UNION SELECT sku FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The masks of the skus that channels price, by the refresh's one definition.
SELECT refresh_sku_price_book(ARRAY(SELECT DISTINCT sku FROM standalone_prices WHERE channel_id IS NOT NULL));
--> statement-breakpoint
ANALYZE sku_price_book;

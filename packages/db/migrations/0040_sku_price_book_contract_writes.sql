-- A contract price's write refreshes only its sku's contract mask, not the whole book row (issue 21). Since 0039 every
-- price write rebuilt its skus' entries, retail prices and all, though a contract price is not in the entry and the mask
-- only says which channels have a price of the sku: replacing 100,000 contract prices took about three times as long.
-- Now an insert or a delete of contract prices recomputes the masks of its skus (a row is written only where the mask
-- changes), and an update refreshes a sku only where a retail price is on either side (the entry) or a price's sku or
-- channel changed (the mask). A contract price's amount, validity and state are in no book row.

-- The writers' queue of 0034, on its own so that a statement trigger can take the buckets of all its skus at once, in
-- order, before refreshing some entries and some masks (the refreshes take them again: advisory locks nest).
CREATE FUNCTION lock_sku_price_book(p_skus text[]) RETURNS void LANGUAGE sql AS $$
  SELECT count(pg_advisory_xact_lock(hashtext('sku_price_book'), bucket)) FROM (
    SELECT DISTINCT hashtext(sku) & 255 AS bucket FROM unnest(p_skus) AS changed(sku) ORDER BY bucket
  ) buckets;
$$;
--> statement-breakpoint
-- The one definition of the skus' contract masks (0039): for each sku that channels price, the bits of those channels,
-- whatever the prices' state. A sku without channel prices has no row (its mask is 0). Set-based: a statement's skus
-- are read with one scan of the (sku, channel) index, where a per-sku function call cost half as much again.
CREATE FUNCTION sku_contract_masks(p_skus text[]) RETURNS TABLE (sku text, mask bigint) LANGUAGE sql STABLE AS $$
  SELECT sp.sku, bit_or(1::bigint << ch.price_book_bit)
  FROM standalone_prices sp JOIN channels ch ON ch.id = sp.channel_id
  WHERE sp.sku = ANY (p_skus)
  GROUP BY sp.sku;
$$;
--> statement-breakpoint
-- As in 0039, with the lock and the mask from the functions above.
CREATE OR REPLACE FUNCTION refresh_sku_price_book(p_skus text[]) RETURNS void LANGUAGE sql AS $$
  SELECT lock_sku_price_book(p_skus);
  INSERT INTO sku_price_book (sku, published, entry, contract_mask)
  SELECT pv.sku, p.published, json_build_array(
    pv.sku, pv.item_number, pv.uom,
    pv.attributes->>'asap_product_category',
    coalesce(pv.attributes->'requires_active_dea_license' = 'true'::jsonb, false),
    (SELECT json_agg(json_build_array(sp.id, sp.channel_id, sp.cent_amount, sp.discounted_cent_amount, sp.valid_from, sp.valid_until)
        ORDER BY sp.valid_until, sp.valid_from, sp.cent_amount, sp.discounted_cent_amount, sp.id)
      FROM standalone_prices sp
      WHERE sp.channel_id IS NULL AND sp.sku = pv.sku AND sp.active AND sp.currency_code = 'USD')),
    coalesce(masks.mask, 0)
  FROM unnest(p_skus) AS changed(sku)
  JOIN product_variants pv ON pv.sku = changed.sku
  JOIN products p ON p.id = pv.product_id
  LEFT JOIN sku_contract_masks(p_skus) masks ON masks.sku = pv.sku
  ON CONFLICT (sku) DO UPDATE SET
    published = excluded.published,
    entry = excluded.entry,
    contract_mask = excluded.contract_mask;
$$;
--> statement-breakpoint
-- Only the masks of these skus' book rows. A sku without a row has no variant: the entry's refresh skips it too.
CREATE FUNCTION refresh_sku_contract_masks(p_skus text[]) RETURNS void LANGUAGE sql AS $$
  SELECT lock_sku_price_book(p_skus);
  UPDATE sku_price_book b SET contract_mask = coalesce(masks.mask, 0)
  FROM unnest(p_skus) AS changed(sku)
  LEFT JOIN sku_contract_masks(p_skus) masks ON masks.sku = changed.sku
  WHERE b.sku = changed.sku AND b.contract_mask <> coalesce(masks.mask, 0);
$$;
--> statement-breakpoint
-- Entries where a retail price changed, masks where only contract prices did. An update's old and new rows pair by id;
-- a row without its pair (an id changed) counts as moved.
CREATE OR REPLACE FUNCTION sku_price_book_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_skus text[];
  mask_skus text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    entry_skus := ARRAY(SELECT DISTINCT sku FROM new_rows WHERE channel_id IS NULL);
    mask_skus := ARRAY(SELECT sku FROM new_rows WHERE channel_id IS NOT NULL EXCEPT SELECT unnest(entry_skus));
  ELSIF TG_OP = 'DELETE' THEN
    entry_skus := ARRAY(SELECT DISTINCT sku FROM old_rows WHERE channel_id IS NULL);
    mask_skus := ARRAY(SELECT sku FROM old_rows WHERE channel_id IS NOT NULL EXCEPT SELECT unnest(entry_skus));
  ELSE
    entry_skus := ARRAY(SELECT sku FROM new_rows WHERE channel_id IS NULL UNION SELECT sku FROM old_rows WHERE channel_id IS NULL);
    mask_skus := ARRAY(
      SELECT moved.sku
      FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.sku), (o.sku)) AS moved(sku)
      WHERE moved.sku IS NOT NULL AND (n.sku IS DISTINCT FROM o.sku OR n.channel_id IS DISTINCT FROM o.channel_id)
      EXCEPT SELECT unnest(entry_skus));
  END IF;
  PERFORM lock_sku_price_book(entry_skus || mask_skus);
  PERFORM refresh_sku_price_book(entry_skus);
  PERFORM refresh_sku_contract_masks(mask_skus);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A channel's bit is meant never to change (0039), but nothing stopped an update from changing it, and the masks of
-- its skus would then have kept the old bit: a lookup would have skipped that contract's prices. They follow it now.
CREATE FUNCTION sku_price_book_channels_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_sku_contract_masks(ARRAY(
    SELECT DISTINCT sp.sku
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN standalone_prices sp ON sp.channel_id = n.id
    WHERE n.price_book_bit <> o.price_book_bit));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sku_price_book_channels_updated AFTER UPDATE ON channels
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sku_price_book_channels_changed();

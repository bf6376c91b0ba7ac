-- Stored renderings of published product projections (issue 21): a page of search results splices each product's
-- JSON text instead of reading its rows, building the projection and serialising it again, which was most of the
-- API's time per search. The API renders and stores the texts; the triggers below delete a product's text in every
-- transaction that changes or deletes the product or one of its variants, and every text when products is truncated.
CREATE TABLE "product_renderings" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"projection" text NOT NULL
);
--> statement-breakpoint
-- The writers' side of the renderings' lock. A writer takes its products' buckets (256, in order: a statement of the
-- seed changes thousands of products, more than the lock table holds one by one) and deletes their texts. The API
-- stores a text only while holding its product's bucket, and reads the rows after taking it. It does not wait for a
-- bucket (pg_try_advisory_xact_lock): a product whose bucket a writer holds is rendered but not stored. So a writer
-- that changed the rows before has committed, and one that changes them after waits for the text to be stored and
-- then deletes it: no text outlives the rows it was rendered from.
CREATE FUNCTION forget_product_renderings(p_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT count(pg_advisory_xact_lock(hashtext('product_renderings'), bucket)) FROM (
    SELECT DISTINCT hashtext(changed.id::text) & 255 AS bucket FROM unnest(p_ids) AS changed(id) ORDER BY bucket
  ) buckets;
  DELETE FROM product_renderings WHERE product_id = ANY (p_ids);
$$;
--> statement-breakpoint
CREATE FUNCTION product_renderings_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' AND TG_OP = 'UPDATE' THEN
    PERFORM forget_product_renderings(ARRAY(SELECT id FROM new_rows UNION SELECT id FROM old_rows));
  ELSIF TG_TABLE_NAME = 'products' THEN
    PERFORM forget_product_renderings(ARRAY(SELECT id FROM old_rows));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM forget_product_renderings(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM forget_product_renderings(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM forget_product_renderings(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_renderings_products_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_renderings_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_renderings_variants_inserted AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_renderings_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_renderings_variants_updated AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_renderings_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_renderings_variants_deleted AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_renderings_rows_changed();
--> statement-breakpoint
CREATE TRIGGER product_renderings_products_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_renderings_rows_changed();
--> statement-breakpoint
CREATE FUNCTION product_renderings_products_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_renderings;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_renderings_products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_renderings_products_truncated();

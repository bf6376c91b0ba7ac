CREATE TABLE "rep_customer_search" (
	"customer_id" uuid NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"document" text NOT NULL,
	CONSTRAINT "rep_customer_search_customer_id_business_unit_id_pk" PRIMARY KEY("customer_id","business_unit_id")
);
--> statement-breakpoint
DROP INDEX "addresses_city_trgm";--> statement-breakpoint
DROP INDEX "business_units_search_trgm";--> statement-breakpoint
DROP INDEX "customers_search_trgm";--> statement-breakpoint
DROP INDEX "shipping_accounts_number_trgm";--> statement-breakpoint
ALTER TABLE "rep_customer_search" ADD CONSTRAINT "rep_customer_search_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep_customer_search" ADD CONSTRAINT "rep_customer_search_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rep_customer_search_document_trgm" ON "rep_customer_search" USING gin ("document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rep_customer_search_office_idx" ON "rep_customer_search" USING btree ("business_unit_id");--> statement-breakpoint
CREATE INDEX "shipping_accounts_business_unit_idx" ON "shipping_accounts" USING btree ("business_unit_id");--> statement-breakpoint
-- The one definition of a search document (see schema/rep-customer-search.ts): recomputes the rows of the memberships
-- of p_customer in p_office, a null meaning every customer or every office. Separate statements per case keep each an
-- index lookup (a generic "(p is null or x = p)" plan would scan).
CREATE FUNCTION refresh_rep_customer_search(p_customer uuid, p_office uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_customer IS NOT NULL AND p_office IS NOT NULL THEN
    DELETE FROM rep_customer_search WHERE customer_id = p_customer AND business_unit_id = p_office;
  ELSIF p_customer IS NOT NULL THEN
    DELETE FROM rep_customer_search WHERE customer_id = p_customer;
  ELSIF p_office IS NOT NULL THEN
    DELETE FROM rep_customer_search WHERE business_unit_id = p_office;
  ELSE
    DELETE FROM rep_customer_search;
  END IF;
  INSERT INTO rep_customer_search (customer_id, business_unit_id, document)
  SELECT m.customer_id, m.business_unit_id,
    lower(concat_ws(' ', c.first_name, c.last_name, c.email, c.practice_name, o.name, o.key,
      (SELECT string_agg(a.city, ' ' ORDER BY a.city) FROM addresses a WHERE a.business_unit_id = o.id),
      (SELECT string_agg(s.number, ' ' ORDER BY s.number) FROM shipping_accounts s WHERE s.business_unit_id = o.id)))
  FROM customer_business_units m
  JOIN customers c ON c.id = m.customer_id
  JOIN business_units o ON o.id = m.business_unit_id
  WHERE NOT c.is_sales_rep
    AND CASE
      WHEN p_customer IS NOT NULL AND p_office IS NOT NULL THEN m.customer_id = p_customer AND m.business_unit_id = p_office
      WHEN p_customer IS NOT NULL THEN m.customer_id = p_customer
      WHEN p_office IS NOT NULL THEN m.business_unit_id = p_office
      ELSE true
    END;
END $$;
--> statement-breakpoint
-- Row triggers: the memberships, customers, offices, addresses or accounts a change touches.
CREATE FUNCTION rep_customer_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'customer_business_units' THEN
    IF TG_OP = 'DELETE' THEN
      PERFORM refresh_rep_customer_search(OLD.customer_id, OLD.business_unit_id);
    ELSE
      PERFORM refresh_rep_customer_search(NEW.customer_id, NEW.business_unit_id);
    END IF;
  ELSIF TG_TABLE_NAME = 'customers' THEN
    PERFORM refresh_rep_customer_search(NEW.id, NULL);
  ELSIF TG_TABLE_NAME = 'business_units' THEN
    PERFORM refresh_rep_customer_search(NULL, NEW.id);
  ELSE
    -- addresses and shipping_accounts: their office, before and after
    IF TG_OP <> 'INSERT' THEN
      PERFORM refresh_rep_customer_search(NULL, OLD.business_unit_id);
    END IF;
    IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.business_unit_id IS DISTINCT FROM OLD.business_unit_id) THEN
      PERFORM refresh_rep_customer_search(NULL, NEW.business_unit_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rep_customer_search_membership AFTER INSERT OR DELETE ON customer_business_units
  FOR EACH ROW EXECUTE FUNCTION rep_customer_search_trigger();
--> statement-breakpoint
CREATE TRIGGER rep_customer_search_customer AFTER UPDATE OF first_name, last_name, email, practice_name, is_sales_rep ON customers
  FOR EACH ROW WHEN (
    (OLD.first_name, OLD.last_name, OLD.email, OLD.practice_name, OLD.is_sales_rep)
      IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.email, NEW.practice_name, NEW.is_sales_rep))
  EXECUTE FUNCTION rep_customer_search_trigger();
--> statement-breakpoint
CREATE TRIGGER rep_customer_search_office AFTER UPDATE OF name, key ON business_units
  FOR EACH ROW WHEN ((OLD.name, OLD.key) IS DISTINCT FROM (NEW.name, NEW.key))
  EXECUTE FUNCTION rep_customer_search_trigger();
--> statement-breakpoint
CREATE TRIGGER rep_customer_search_address AFTER INSERT OR DELETE ON addresses
  FOR EACH ROW EXECUTE FUNCTION rep_customer_search_trigger();
--> statement-breakpoint
CREATE TRIGGER rep_customer_search_address_update AFTER UPDATE OF city, business_unit_id ON addresses
  FOR EACH ROW WHEN ((OLD.city, OLD.business_unit_id) IS DISTINCT FROM (NEW.city, NEW.business_unit_id))
  EXECUTE FUNCTION rep_customer_search_trigger();
--> statement-breakpoint
CREATE TRIGGER rep_customer_search_account AFTER INSERT OR DELETE OR UPDATE OF number, business_unit_id ON shipping_accounts
  FOR EACH ROW EXECUTE FUNCTION rep_customer_search_trigger();
--> statement-breakpoint
SELECT refresh_rep_customer_search(NULL, NULL);

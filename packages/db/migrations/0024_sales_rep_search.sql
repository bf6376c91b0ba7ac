CREATE INDEX "addresses_city_trgm" ON "addresses" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_units_search_trgm" ON "business_units" USING gin (lower("name" || ' ' || "key") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_trgm" ON "customers" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "email" || ' ' || coalesce("practice_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipping_accounts_number_trgm" ON "shipping_accounts" USING gin (lower("number") gin_trgm_ops);
-- Skus and item numbers are codes: they compare bytewise (collation "C") wherever they are stored (issue 21). A
-- 500-sku price lookup probes the price book and a contract's prices a thousand times, and under the database's
-- default collation every comparison of those probes went through the locale (strcoll on NUL-terminated copies):
-- about a seventh of the lookup's database time in a profile at 100,000 products. Every sku and item-number column
-- changes together, so joins between them keep using their indexes. The text is the same, so no table is rewritten;
-- the indexes on these columns are rebuilt (2.7 s at 100,000 products). Their order changes only where the default
-- collation was not already code-point order (PGlite is "C" already; the PostgreSQL servers here use C.UTF-8).
ALTER TABLE "product_variants" ALTER COLUMN "sku" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "item_number" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "inventory_entries" ALTER COLUMN "sku" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "sku_price_book" ALTER COLUMN "sku" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "sku_price_book" ALTER COLUMN "item_number" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "standalone_prices" ALTER COLUMN "sku" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "cart_line_items" ALTER COLUMN "sku" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "cart_line_items" ALTER COLUMN "item_number" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "order_line_items" ALTER COLUMN "sku" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "order_line_items" ALTER COLUMN "item_number" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "sku" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "item_number" SET DATA TYPE text COLLATE "C";
ALTER TABLE "order_line_items" ADD COLUMN "replenished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "days_replenished" integer;
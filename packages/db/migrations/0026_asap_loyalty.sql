CREATE TABLE "asap_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"enrolled_by_customer_id" uuid,
	"enrolled_by_rep_id" uuid,
	"practice_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text,
	"practice_type" text NOT NULL,
	"terms_version" text NOT NULL,
	"disclosure_acknowledged_at" timestamp with time zone NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by_customer_id" uuid,
	"ended_by_rep_id" uuid,
	CONSTRAINT "asap_enrollments_ended_ck" CHECK ("asap_enrollments"."ended_at" is null or "asap_enrollments"."ended_at" >= "asap_enrollments"."enrolled_at")
);
--> statement-breakpoint
CREATE TABLE "loyalty_programmes" (
	"key" text PRIMARY KEY NOT NULL,
	"terms" jsonb NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD COLUMN "asap_product_category" text;--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD COLUMN "loyalty_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD COLUMN "loyalty_saving_cent_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "loyalty" jsonb;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "asap_product_category" text;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "loyalty_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "loyalty_saving_cent_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loyalty" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loyalty_saving_cent_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "asap_product_category" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "loyalty_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "loyalty_saving_cent_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "asap_enrollments" ADD CONSTRAINT "asap_enrollments_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asap_enrollments" ADD CONSTRAINT "asap_enrollments_enrolled_by_customer_id_customers_id_fk" FOREIGN KEY ("enrolled_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asap_enrollments" ADD CONSTRAINT "asap_enrollments_enrolled_by_rep_id_customers_id_fk" FOREIGN KEY ("enrolled_by_rep_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asap_enrollments" ADD CONSTRAINT "asap_enrollments_ended_by_customer_id_customers_id_fk" FOREIGN KEY ("ended_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asap_enrollments" ADD CONSTRAINT "asap_enrollments_ended_by_rep_id_customers_id_fk" FOREIGN KEY ("ended_by_rep_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asap_enrollments_open_office_uq" ON "asap_enrollments" USING btree ("business_unit_id") WHERE "asap_enrollments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "asap_enrollments_office_idx" ON "asap_enrollments" USING btree ("business_unit_id","enrolled_at");--> statement-breakpoint
-- Enrolment moves from the customer to the office: each office of an enrolled customer is enrolled once.
INSERT INTO "asap_enrollments" ("business_unit_id", "enrolled_by_customer_id", "practice_name", "contact_name", "practice_type", "terms_version", "disclosure_acknowledged_at")
SELECT DISTINCT ON (cbu.business_unit_id) cbu.business_unit_id, c.id, coalesce(c.practice_name, bu.name), trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), 'dental', 'asap-2026-01', now()
FROM "customers" c JOIN "customer_business_units" cbu ON cbu.customer_id = c.id JOIN "business_units" bu ON bu.id = cbu.business_unit_id
WHERE c.asap_enrolled
ORDER BY cbu.business_unit_id, c.created_at;--> statement-breakpoint
-- The programme as first seeded (packages/domain asapProgramme; a test keeps the two equal).
INSERT INTO "loyalty_programmes" ("key", "terms") VALUES ('asap', '{"categoryPercents":{"consumables":4,"instruments":3,"implants":2,"biologics":2,"equipment":1},"tiers":[{"name":"Member","minSpend":0,"bonusPercent":0},{"name":"Silver","minSpend":1000000,"bonusPercent":1},{"name":"Gold","minSpend":2500000,"bonusPercent":2}],"buyingGroups":["Heartland Dental Cooperative","Independent Dentists Alliance"],"excludeControlled":true,"yearStartMonth":1}');--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "asap_enrolled";
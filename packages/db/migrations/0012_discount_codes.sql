CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"minimum_subtotal_cent_amount" integer,
	"permyriad" integer,
	"cent_amount" integer,
	"max_applications" integer,
	"applications" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_one_value" CHECK (("discount_codes"."permyriad" is null) <> ("discount_codes"."cent_amount" is null)),
	CONSTRAINT "discount_codes_permyriad_range" CHECK ("discount_codes"."permyriad" is null or "discount_codes"."permyriad" between 1 and 10000),
	CONSTRAINT "discount_codes_cent_amount_positive" CHECK ("discount_codes"."cent_amount" is null or "discount_codes"."cent_amount" > 0),
	CONSTRAINT "discount_codes_code_upper" CHECK ("discount_codes"."code" = upper(btrim("discount_codes"."code")))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree ("code");
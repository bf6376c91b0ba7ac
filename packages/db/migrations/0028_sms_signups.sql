CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"signup_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" text,
	"sent_at" timestamp with time zone,
	"provider_message_id" text,
	"last_error" text,
	CONSTRAINT "sms_outbox_purpose_ck" CHECK ("sms_outbox"."purpose" in ('confirmation-code', 'discount-code'))
);
--> statement-breakpoint
CREATE TABLE "sms_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"consent_ip" text,
	"consent_user_agent" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_sent_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"discount_code_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_signups_status_ck" CHECK ("sms_signups"."status" in ('pending', 'confirmed')),
	CONSTRAINT "sms_signups_phone_e164" CHECK ("sms_signups"."phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "sms_signups_confirmed_complete" CHECK ("sms_signups"."status" <> 'confirmed' or ("sms_signups"."confirmed_at" is not null and "sms_signups"."discount_code_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_signup_id_sms_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."sms_signups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_signups" ADD CONSTRAINT "sms_signups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_signups" ADD CONSTRAINT "sms_signups_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_to_created_idx" ON "sms_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_signups_customer_key" ON "sms_signups" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_signups_confirmed_phone_key" ON "sms_signups" USING btree ("phone") WHERE "sms_signups"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "sms_signups_discount_code_key" ON "sms_signups" USING btree ("discount_code_id");--> statement-breakpoint
CREATE INDEX "sms_signups_phone_idx" ON "sms_signups" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
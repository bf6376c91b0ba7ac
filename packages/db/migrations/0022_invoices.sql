CREATE SEQUENCE "public"."credit_memo_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 7000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 9000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_memos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_number" text DEFAULT 'CM' || nextval('credit_memo_number_seq')::text NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"cent_amount" integer NOT NULL,
	"reason" text NOT NULL,
	"issued_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_memos_amount_ck" CHECK ("credit_memos"."cent_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"item_number" text,
	"uom" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cent_amount" integer NOT NULL,
	"total_cent_amount" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "invoice_lines_quantity_ck" CHECK ("invoice_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payment_allocations" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"cent_amount" integer NOT NULL,
	CONSTRAINT "invoice_payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id"),
	CONSTRAINT "invoice_payment_allocations_amount_ck" CHECK ("invoice_payment_allocations"."cent_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_number" text DEFAULT 'RC' || nextval('receipt_number_seq')::text NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"state" text DEFAULT 'Pending' NOT NULL,
	"gateway_key" text NOT NULL,
	"card_id" uuid,
	"card_brand" text,
	"card_last4" text,
	"gateway_authorization_id" text,
	"cent_amount" integer NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"lease_until" timestamp with time zone NOT NULL,
	"recovery_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "invoice_payments_state_ck" CHECK ("invoice_payments"."state" in ('Pending', 'Succeeded', 'Failed')),
	CONSTRAINT "invoice_payments_kind_ck" CHECK ("invoice_payments"."kind" in ('charge', 'capture')),
	CONSTRAINT "invoice_payments_amount_ck" CHECK ("invoice_payments"."cent_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text DEFAULT 'IN' || nextval('invoice_number_seq')::text NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"customer_id" uuid,
	"order_id" uuid,
	"order_number" text,
	"purchase_order_number" text,
	"status" text DEFAULT 'Open' NOT NULL,
	"payment_method" text NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"terms_days" integer NOT NULL,
	"subtotal_cent_amount" integer NOT NULL,
	"handling_fee_cent_amount" integer DEFAULT 0 NOT NULL,
	"minimum_order_fee_cent_amount" integer DEFAULT 0 NOT NULL,
	"hazardous_fee_cent_amount" integer DEFAULT 0 NOT NULL,
	"refrigerated_fee_cent_amount" integer DEFAULT 0 NOT NULL,
	"excessive_weight_fee_cent_amount" integer DEFAULT 0 NOT NULL,
	"shipping_cent_amount" integer DEFAULT 0 NOT NULL,
	"total_cent_amount" integer NOT NULL,
	"paid_cent_amount" integer DEFAULT 0 NOT NULL,
	"credited_cent_amount" integer DEFAULT 0 NOT NULL,
	"pending_cent_amount" integer DEFAULT 0 NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"tracking_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('Open', 'PartiallyPaid', 'Paid', 'Void')),
	CONSTRAINT "invoices_payment_method_ck" CHECK ("invoices"."payment_method" in ('on-account', 'card')),
	CONSTRAINT "invoices_amounts_ck" CHECK ("invoices"."total_cent_amount" >= 0 and "invoices"."paid_cent_amount" >= 0 and "invoices"."credited_cent_amount" >= 0 and "invoices"."pending_cent_amount" >= 0 and "invoices"."paid_cent_amount" + "invoices"."credited_cent_amount" + "invoices"."pending_cent_amount" <= "invoices"."total_cent_amount"),
	CONSTRAINT "invoices_due_ck" CHECK ("invoices"."due_on" >= "invoices"."issued_on")
);
--> statement-breakpoint
ALTER TABLE "credit_memos" ADD CONSTRAINT "credit_memos_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_memos" ADD CONSTRAINT "credit_memos_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_allocations" ADD CONSTRAINT "invoice_payment_allocations_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_allocations" ADD CONSTRAINT "invoice_payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_memos_credit_number_uq" ON "credit_memos" USING btree ("credit_number");--> statement-breakpoint
CREATE INDEX "credit_memos_invoice_idx" ON "credit_memos" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_memos_office_issued_idx" ON "credit_memos" USING btree ("business_unit_id","issued_on");--> statement-breakpoint
CREATE INDEX "invoice_payment_allocations_invoice_idx" ON "invoice_payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_receipt_number_uq" ON "invoice_payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_gateway_key_uq" ON "invoice_payments" USING btree ("gateway_key");--> statement-breakpoint
CREATE INDEX "invoice_payments_office_finished_idx" ON "invoice_payments" USING btree ("business_unit_id","finished_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_due_idx" ON "invoice_payments" USING btree ("lease_until") WHERE "invoice_payments"."state" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_number_uq" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_office_issued_idx" ON "invoices" USING btree ("business_unit_id","issued_on","id");--> statement-breakpoint
CREATE INDEX "invoices_office_owed_idx" ON "invoices" USING btree ("business_unit_id","due_on") WHERE "invoices"."status" in ('Open', 'PartiallyPaid');
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"subject_customer_id" uuid,
	"subject_email" text,
	"business_unit_id" uuid,
	"session_id" uuid,
	"request_id" text,
	"action" text NOT NULL,
	"resource_id" text,
	"status" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "sales_rep_assignments" (
	"sales_rep_id" uuid NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_rep_assignments_sales_rep_id_business_unit_id_pk" PRIMARY KEY("sales_rep_id","business_unit_id")
);
--> statement-breakpoint
ALTER TABLE "business_units" ADD COLUMN "notify_rep_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "subject_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "subject_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "subject_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_name" text;--> statement-breakpoint
ALTER TABLE "sales_rep_assignments" ADD CONSTRAINT "sales_rep_assignments_sales_rep_id_customers_id_fk" FOREIGN KEY ("sales_rep_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rep_assignments" ADD CONSTRAINT "sales_rep_assignments_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_office_at_idx" ON "audit_events" USING btree ("business_unit_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_at_idx" ON "audit_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_subject_at_idx" ON "audit_events" USING btree ("subject_customer_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_syncs_idx" ON "audit_events" USING btree ("actor_id","at") WHERE "audit_events"."action" = 'sync.start';--> statement-breakpoint
CREATE INDEX "sales_rep_assignments_office_idx" ON "sales_rep_assignments" USING btree ("business_unit_id");--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_subject_customer_id_customers_id_fk" FOREIGN KEY ("subject_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
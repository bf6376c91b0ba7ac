CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"event" text,
	"anonymous_id" text NOT NULL,
	"properties" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_key" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_source_time_idx" ON "analytics_events" USING btree ("source_key","received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_event_time_idx" ON "analytics_events" USING btree ("event","occurred_at");--> statement-breakpoint
CREATE INDEX "auth_failures_time_idx" ON "auth_failures" USING btree ("occurred_at");
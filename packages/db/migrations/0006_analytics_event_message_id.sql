ALTER TABLE "analytics_events" ADD COLUMN "message_id" uuid NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_message_uq" ON "analytics_events" USING btree ("message_id");
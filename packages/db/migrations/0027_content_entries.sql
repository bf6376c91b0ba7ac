CREATE TABLE "content_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"current_revision" integer NOT NULL,
	"title" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_type_ck" CHECK ("content_entries"."type" in ('blog-post', 'docs-page', 'landing-page')),
	CONSTRAINT "content_entries_status_ck" CHECK ("content_entries"."status" in ('draft', 'published')),
	CONSTRAINT "content_entries_published_at_ck" CHECK ("content_entries"."status" = 'draft' or "content_entries"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"entry_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"rendered" jsonb NOT NULL,
	"source_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_entry_id_number_pk" PRIMARY KEY("entry_id","number")
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_type_slug_uq" ON "content_entries" USING btree ("type","slug");--> statement-breakpoint
CREATE INDEX "content_entries_listing_idx" ON "content_entries" USING btree ("type","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_entries_tags_gin" ON "content_entries" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "content_entries_search_gin" ON "content_entries" USING gin ("search");
-- Precomputed answers of the costliest text queries (issue 21): a common word's query reads its first pages and its
-- matches' facet sets here. Filled by refreshProductSearch (the seed, `npm run reindex`); until then every search
-- runs live, as before.
CREATE TABLE "search_head_answers" (
	"query" text COLLATE "C" PRIMARY KEY NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"product_ids" uuid[] NOT NULL,
	"facet_sets" integer[] NOT NULL,
	"facet_set_matches" integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_head_answers_word_idx" ON "search_head_answers" USING btree ("word");
CREATE TABLE "product_suggestions" (
	"prefix" text COLLATE "C" NOT NULL,
	"position" smallint NOT NULL,
	"name_key" text COLLATE "C" NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "product_suggestions_prefix_position_name_key_product_id_pk" PRIMARY KEY("prefix","position","name_key","product_id")
);
--> statement-breakpoint
CREATE INDEX "product_suggestions_product_idx" ON "product_suggestions" USING btree ("product_id");
CREATE TABLE "product_listing" (
	"scope" text NOT NULL,
	"product_id" uuid NOT NULL,
	"name_rank" integer NOT NULL,
	"created_rank" integer NOT NULL,
	CONSTRAINT "product_listing_scope_product_id_pk" PRIMARY KEY("scope","product_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_listing_name_uq" ON "product_listing" USING btree ("scope","name_rank");--> statement-breakpoint
CREATE UNIQUE INDEX "product_listing_created_uq" ON "product_listing" USING btree ("scope","created_rank");
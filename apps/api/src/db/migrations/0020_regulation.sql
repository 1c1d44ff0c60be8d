CREATE TABLE "age_restricted_categories" (
	"category_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulated_items" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"prompt" varchar(32) DEFAULT 'euFragrance' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regulated_items_prompt_known" CHECK ("regulated_items"."prompt" IN ('euFragrance'))
);
--> statement-breakpoint
ALTER TABLE "age_restricted_categories" ADD CONSTRAINT "age_restricted_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulated_items" ADD CONSTRAINT "regulated_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The lists that were fixed in code until now (decision 035), for a database that already holds the catalogue.
INSERT INTO "age_restricted_categories" ("category_id")
  SELECT "id" FROM "categories" WHERE "parent_id" IS NULL AND upper("code") IN ('TOBACCO', 'LIQUOR')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "regulated_items" ("item_id")
  SELECT "id" FROM "items" WHERE "item_code" IN ('FRG-1001', 'FRG-1002', 'FRG-1003', 'FRG-1004', 'FRG-1005', 'FRG-1006', 'FRG-1007', 'FRG-1008')
  ON CONFLICT DO NOTHING;

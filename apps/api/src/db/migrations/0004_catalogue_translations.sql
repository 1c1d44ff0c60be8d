CREATE TABLE "collection_translations" (
	"collection_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "collection_translations_collection_id_locale_pk" PRIMARY KEY("collection_id","locale"),
	CONSTRAINT "collection_translations_locale_known" CHECK ("collection_translations"."locale" IN ('zh', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "item_translations" (
	"item_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "item_translations_item_id_locale_pk" PRIMARY KEY("item_id","locale"),
	CONSTRAINT "item_translations_locale_known" CHECK ("item_translations"."locale" IN ('zh', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "airport_translations" (
	"airport_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "airport_translations_airport_id_locale_pk" PRIMARY KEY("airport_id","locale"),
	CONSTRAINT "airport_translations_locale_known" CHECK ("airport_translations"."locale" IN ('zh', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "banner_translations" (
	"banner_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"title" text,
	"image_url" text,
	CONSTRAINT "banner_translations_banner_id_locale_pk" PRIMARY KEY("banner_id","locale"),
	CONSTRAINT "banner_translations_locale_known" CHECK ("banner_translations"."locale" IN ('zh', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "brand_translations" (
	"brand_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "brand_translations_brand_id_locale_pk" PRIMARY KEY("brand_id","locale"),
	CONSTRAINT "brand_translations_locale_known" CHECK ("brand_translations"."locale" IN ('zh', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "category_translations_category_id_locale_pk" PRIMARY KEY("category_id","locale"),
	CONSTRAINT "category_translations_locale_known" CHECK ("category_translations"."locale" IN ('zh', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "currency_translations" (
	"currency_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "currency_translations_currency_id_locale_pk" PRIMARY KEY("currency_id","locale"),
	CONSTRAINT "currency_translations_locale_known" CHECK ("currency_translations"."locale" IN ('zh', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "price_list_translations" (
	"price_list_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "price_list_translations_price_list_id_locale_pk" PRIMARY KEY("price_list_id","locale"),
	CONSTRAINT "price_list_translations_locale_known" CHECK ("price_list_translations"."locale" IN ('zh', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_translations" ADD CONSTRAINT "collection_translations_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_translations" ADD CONSTRAINT "item_translations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airport_translations" ADD CONSTRAINT "airport_translations_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_translations" ADD CONSTRAINT "brand_translations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_translations" ADD CONSTRAINT "currency_translations_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_translations" ADD CONSTRAINT "price_list_translations_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
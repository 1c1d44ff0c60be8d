CREATE TABLE "item_search_documents" (
	"item_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"name_tokens" text[] NOT NULL,
	"label_tokens" text[] NOT NULL,
	"tokens" text[] NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_search_documents_item_id_locale_pk" PRIMARY KEY("item_id","locale")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "items_category_price_idx";--> statement-breakpoint
DROP INDEX "items_top_category_price_idx";--> statement-breakpoint
DROP INDEX "items_brand_price_idx";--> statement-breakpoint
DROP INDEX "items_price_idx";--> statement-breakpoint
DROP INDEX "items_travel_exclusive_idx";--> statement-breakpoint
DROP INDEX "items_best_seller_idx";--> statement-breakpoint
DROP INDEX "items_deal_idx";--> statement-breakpoint
DROP INDEX "items_special_offer_idx";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "shown_price_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_search_documents" ADD CONSTRAINT "item_search_documents_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_search_documents_tokens_idx" ON "item_search_documents" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "item_search_documents_popularity_idx" ON "item_search_documents" USING btree ("locale","popularity" DESC NULLS LAST,"item_id");--> statement-breakpoint
CREATE INDEX "item_search_documents_name_idx" ON "item_search_documents" USING btree ("name");--> statement-breakpoint
CREATE INDEX "items_category_price_idx" ON "items" USING btree ("category_id","shown_price_minor" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_top_category_price_idx" ON "items" USING btree ("top_category_id","shown_price_minor" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_brand_price_idx" ON "items" USING btree ("brand_id","shown_price_minor" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_price_idx" ON "items" USING btree ("shown_price_minor" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_travel_exclusive_idx" ON "items" USING btree ("shown_price_minor" DESC NULLS FIRST,"id") WHERE "items"."is_travel_exclusive";--> statement-breakpoint
CREATE INDEX "items_best_seller_idx" ON "items" USING btree ("shown_price_minor" DESC NULLS FIRST,"id") WHERE "items"."is_best_seller";--> statement-breakpoint
CREATE INDEX "items_deal_idx" ON "items" USING btree ("shown_price_minor" DESC NULLS FIRST,"id") WHERE "items"."is_deal";--> statement-breakpoint
CREATE INDEX "items_special_offer_idx" ON "items" USING btree ("shown_price_minor" DESC NULLS FIRST,"id") WHERE "items"."is_special_offer";--> statement-breakpoint
-- The price a traveller sees, kept on items so every price sort is one index scan. It repeats the
-- catalogue's bestOffer (open special offers and unit price lists, never a promo code) and answers the
-- next moment an offer window opens or closes, when the catalogue runs it again.
CREATE FUNCTION refresh_shown_prices(at timestamptz) RETURNS timestamptz LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items i SET shown_price_minor = s.price
  FROM (
    SELECT j.id, least(j.base_price_minor, coalesce(min(o.price), j.base_price_minor)) AS price
    FROM items j
    LEFT JOIN (
      SELECT pli.item_id, greatest(0, CASE
        WHEN pl.kind = 3 AND coalesce(pl.sales_rate, 0) > 0 THEN
          CASE WHEN pl.is_percentage
            THEN it.base_price_minor - round(it.base_price_minor * least(pl.sales_rate, 100) / 100)
            ELSE it.base_price_minor - round(pl.sales_rate * 100) END
        ELSE coalesce(pli.amount_minor, it.base_price_minor) END)::int AS price
      FROM price_list_items pli
      JOIN price_lists pl ON pl.id = pli.price_list_id
      JOIN items it ON it.id = pli.item_id
      WHERE pl.active AND pl.promo_code IS NULL AND pl.valid_from <= at
        AND (pl.valid_to IS NULL OR pl.valid_to > at)
        AND ((pl.kind = 3 AND pl.offer_type = 1) OR (pl.kind = 2 AND pli.amount_minor IS NOT NULL))
    ) o ON o.item_id = j.id
    GROUP BY j.id
  ) s
  WHERE s.id = i.id AND i.shown_price_minor IS DISTINCT FROM s.price;
  RETURN (
    SELECT min(b.t) FROM (
      SELECT valid_from AS t FROM price_lists WHERE valid_from > at
      UNION ALL SELECT valid_to FROM price_lists WHERE valid_to > at
    ) b
  );
END $$;
--> statement-breakpoint
CREATE FUNCTION items_shown_price_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.shown_price_minor := NEW.base_price_minor;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_shown_price_default BEFORE INSERT ON items
  FOR EACH ROW EXECUTE FUNCTION items_shown_price_default();
--> statement-breakpoint
CREATE FUNCTION shown_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_shown_prices(now());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_base_price_changed AFTER UPDATE OF base_price_minor ON items
  FOR EACH STATEMENT EXECUTE FUNCTION shown_prices_changed();
--> statement-breakpoint
-- Not on used_count: a promo code's use never changes what a list shows.
CREATE TRIGGER price_lists_changed
  AFTER INSERT OR DELETE OR UPDATE OF kind, offer_type, promo_code, valid_from, valid_to, sales_rate, is_percentage, active
  ON price_lists FOR EACH STATEMENT EXECUTE FUNCTION shown_prices_changed();
--> statement-breakpoint
CREATE TRIGGER price_list_items_changed AFTER INSERT OR UPDATE OR DELETE ON price_list_items
  FOR EACH STATEMENT EXECUTE FUNCTION shown_prices_changed();
--> statement-breakpoint
UPDATE items SET shown_price_minor = base_price_minor;
--> statement-breakpoint
SELECT refresh_shown_prices(now());

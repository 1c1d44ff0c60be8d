CREATE TABLE "collection_items" (
	"collection_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_items_collection_id_item_id_pk" PRIMARY KEY("collection_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"url" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"top_category_id" integer NOT NULL,
	"base_price_minor" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"order_quantity" integer,
	"miles_for_redeem" numeric(14, 2),
	"miles_for_accrual" numeric(14, 2),
	"is_travel_exclusive" boolean DEFAULT false NOT NULL,
	"is_best_seller" boolean DEFAULT false NOT NULL,
	"is_deal" boolean DEFAULT false NOT NULL,
	"is_special_offer" boolean DEFAULT false NOT NULL,
	"youtube_url" text,
	"registered_date" timestamp with time zone DEFAULT now() NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "items_item_code_unique" UNIQUE("item_code"),
	CONSTRAINT "items_quantity_nonnegative" CHECK ("items"."quantity" >= 0),
	CONSTRAINT "items_base_price_nonnegative" CHECK ("items"."base_price_minor" >= 0),
	CONSTRAINT "items_order_quantity_positive" CHECK ("items"."order_quantity" IS NULL OR "items"."order_quantity" > 0),
	CONSTRAINT "items_miles_for_redeem_nonnegative" CHECK ("items"."miles_for_redeem" IS NULL OR "items"."miles_for_redeem" >= 0),
	CONSTRAINT "items_miles_for_accrual_nonnegative" CHECK ("items"."miles_for_accrual" IS NULL OR "items"."miles_for_accrual" >= 0),
	CONSTRAINT "items_sales_count_nonnegative" CHECK ("items"."sales_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"title" smallint,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"nationality" text,
	"mobile_number" varchar(20),
	"loyalty_member_id" integer,
	"locale" varchar(8) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_loyalty_member_id_unique" UNIQUE("loyalty_member_id")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"feed_back" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_number" varchar(8) NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flights_number_departure_key" UNIQUE("flight_number","departure_at"),
	CONSTRAINT "flights_origin_differs" CHECK ("flights"."origin" <> "flights"."destination")
);
--> statement-breakpoint
CREATE TABLE "onboard_stock" (
	"flight_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "onboard_stock_flight_id_item_id_pk" PRIMARY KEY("flight_id","item_id"),
	CONSTRAINT "onboard_stock_quantity_nonnegative" CHECK ("onboard_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_sectors" (
	"ticket_id" integer NOT NULL,
	"flight_id" integer NOT NULL,
	"seat_number" varchar(4),
	CONSTRAINT "ticket_sectors_ticket_id_flight_id_pk" PRIMARY KEY("ticket_id","flight_id")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_number" char(13) NOT NULL,
	"passenger_first_name" text NOT NULL,
	"passenger_last_name" text NOT NULL,
	CONSTRAINT "tickets_ticket_number_unique" UNIQUE("ticket_number"),
	CONSTRAINT "tickets_number_13_digits" CHECK ("tickets"."ticket_number" ~ '^[0-9]{13}$')
);
--> statement-breakpoint
CREATE TABLE "loyalty_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_number" varchar(20) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"balance" numeric(14, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_members_membership_number_unique" UNIQUE("membership_number"),
	CONSTRAINT "loyalty_members_balance_nonnegative" CHECK ("loyalty_members"."balance" >= 0),
	CONSTRAINT "loyalty_members_membership_number_upper" CHECK ("loyalty_members"."membership_number" = upper("loyalty_members"."membership_number"))
);
--> statement-breakpoint
CREATE TABLE "loyalty_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"miles" numeric(14, 2) NOT NULL,
	"order_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_ledger_kind_known" CHECK ("loyalty_ledger"."kind" IN ('earn', 'spend', 'refund', 'adjust')),
	CONSTRAINT "loyalty_ledger_sign_matches_kind" CHECK (("loyalty_ledger"."kind" IN ('earn', 'refund') AND "loyalty_ledger"."miles" > 0) OR ("loyalty_ledger"."kind" = 'spend' AND "loyalty_ledger"."miles" < 0) OR "loyalty_ledger"."kind" = 'adjust')
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"is_europe" boolean DEFAULT false NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	CONSTRAINT "airports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"video_url" text,
	"size" smallint NOT NULL,
	"title" text,
	"link_url" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"is_power_brand" boolean DEFAULT false NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"code" varchar(32),
	"image_url" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"rate_to_usd" numeric(18, 6) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"total_price_minor" integer NOT NULL,
	"total_miles" numeric(14, 2) DEFAULT 0 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"price_list_id" integer,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_amounts_nonnegative" CHECK ("order_items"."unit_price_minor" >= 0 AND "order_items"."total_price_minor" >= 0 AND "order_items"."total_miles" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_code" varchar(16) NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer,
	"guest_first_name" text,
	"guest_last_name" text,
	"guest_email" varchar(254),
	"guest_mobile" varchar(20),
	"currency_id" integer NOT NULL,
	"payment_option" smallint NOT NULL,
	"payment_status" smallint NOT NULL,
	"order_request_status" smallint NOT NULL,
	"promo_code" varchar(32),
	"pick_from" text,
	"origin" varchar(3),
	"destination" varchar(3),
	"flight_id" integer,
	"flight_number" varchar(8),
	"departure_date" timestamp with time zone,
	"ticket_number" varchar(13),
	"seat_number" varchar(4),
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"total_miles" numeric(14, 2) DEFAULT 0 NOT NULL,
	"reason_of_cancellation" smallint,
	"locale" varchar(8) DEFAULT 'en' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_code_unique" UNIQUE("order_code"),
	CONSTRAINT "orders_kind_known" CHECK ("orders"."kind" IN ('preorder', 'onboard')),
	CONSTRAINT "orders_payment_option_known" CHECK ("orders"."payment_option" IN (1, 2, 3)),
	CONSTRAINT "orders_reason_of_cancellation_known" CHECK ("orders"."reason_of_cancellation" IS NULL OR "orders"."reason_of_cancellation" BETWEEN 1 AND 4),
	CONSTRAINT "orders_amounts_consistent" CHECK ("orders"."subtotal_minor" >= 0 AND "orders"."discount_minor" >= 0 AND "orders"."total_minor" >= 0 AND "orders"."total_miles" >= 0 AND "orders"."total_minor" = "orders"."subtotal_minor" - "orders"."discount_minor"),
	CONSTRAINT "orders_customer_or_guest" CHECK ("orders"."customer_id" IS NOT NULL OR "orders"."guest_email" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"event_id" varchar(128) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "payment_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_ref" varchar(128),
	"amount_minor" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "payments_amount_nonnegative" CHECK ("payments"."amount_minor" >= 0),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" IN ('initiated', 'pending', 'succeeded', 'failed', 'cancelled', 'error'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" varchar(128) NOT NULL,
	"key" varchar(128) NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(48) NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_known" CHECK ("outbox"."status" IN ('pending', 'sent', 'failed')),
	CONSTRAINT "outbox_attempts_nonnegative" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "buy_get_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"buy_quantity" integer NOT NULL,
	"get_quantity" integer NOT NULL,
	"get_item_id" integer NOT NULL,
	CONSTRAINT "buy_get_rules_quantities_positive" CHECK ("buy_get_rules"."buy_quantity" > 0 AND "buy_get_rules"."get_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_list_bundle_items" (
	"bundle_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "price_list_bundle_items_bundle_id_item_id_pk" PRIMARY KEY("bundle_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "price_list_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "price_list_bundles_amount_nonnegative" CHECK ("price_list_bundles"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"price_list_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"amount_minor" integer,
	CONSTRAINT "price_list_items_price_list_id_item_id_pk" PRIMARY KEY("price_list_id","item_id"),
	CONSTRAINT "price_list_items_amount_nonnegative" CHECK ("price_list_items"."amount_minor" IS NULL OR "price_list_items"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"offer_type" smallint,
	"promo_code" varchar(32),
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"sales_rate" numeric(12, 2),
	"is_percentage" boolean DEFAULT false NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_kind_known" CHECK ("price_lists"."kind" BETWEEN 1 AND 4),
	CONSTRAINT "price_lists_validity_ordered" CHECK ("price_lists"."valid_to" IS NULL OR "price_lists"."valid_from" <= "price_lists"."valid_to"),
	CONSTRAINT "price_lists_sales_rate_nonnegative" CHECK ("price_lists"."sales_rate" IS NULL OR "price_lists"."sales_rate" >= 0),
	CONSTRAINT "price_lists_percentage_at_most_100" CHECK (NOT "price_lists"."is_percentage" OR "price_lists"."sales_rate" IS NULL OR "price_lists"."sales_rate" <= 100),
	CONSTRAINT "price_lists_usage_limit_positive" CHECK ("price_lists"."usage_limit" IS NULL OR "price_lists"."usage_limit" > 0),
	CONSTRAINT "price_lists_used_within_limit" CHECK ("price_lists"."used_count" >= 0 AND ("price_lists"."usage_limit" IS NULL OR "price_lists"."used_count" <= "price_lists"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "volume_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"start_quantity" integer NOT NULL,
	"end_quantity" integer NOT NULL,
	"custom_price_minor" integer NOT NULL,
	CONSTRAINT "volume_tiers_start_positive" CHECK ("volume_tiers"."start_quantity" >= 1),
	CONSTRAINT "volume_tiers_range_ordered" CHECK ("volume_tiers"."start_quantity" <= "volume_tiers"."end_quantity"),
	CONSTRAINT "volume_tiers_price_nonnegative" CHECK ("volume_tiers"."custom_price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_images" ADD CONSTRAINT "item_images_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_top_category_id_categories_id_fk" FOREIGN KEY ("top_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_loyalty_member_id_loyalty_members_id_fk" FOREIGN KEY ("loyalty_member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_origin_airports_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_destination_airports_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboard_stock" ADD CONSTRAINT "onboard_stock_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboard_stock" ADD CONSTRAINT "onboard_stock_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sectors" ADD CONSTRAINT "ticket_sectors_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sectors" ADD CONSTRAINT "ticket_sectors_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_get_rules" ADD CONSTRAINT "buy_get_rules_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_get_rules" ADD CONSTRAINT "buy_get_rules_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_get_rules" ADD CONSTRAINT "buy_get_rules_get_item_id_items_id_fk" FOREIGN KEY ("get_item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_bundle_items" ADD CONSTRAINT "price_list_bundle_items_bundle_id_price_list_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."price_list_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_bundle_items" ADD CONSTRAINT "price_list_bundle_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_bundles" ADD CONSTRAINT "price_list_bundles_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volume_tiers" ADD CONSTRAINT "volume_tiers_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volume_tiers" ADD CONSTRAINT "volume_tiers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_items_order_idx" ON "collection_items" USING btree ("collection_id","sort_order");--> statement-breakpoint
CREATE INDEX "collection_items_item_idx" ON "collection_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_images_item_idx" ON "item_images" USING btree ("item_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "item_images_one_default_idx" ON "item_images" USING btree ("item_id") WHERE "item_images"."is_default";--> statement-breakpoint
CREATE INDEX "items_name_trgm_idx" ON "items" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_category_price_idx" ON "items" USING btree ("category_id","base_price_minor" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_category_name_idx" ON "items" USING btree ("category_id","name","id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_category_date_idx" ON "items" USING btree ("category_id","registered_date" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_top_category_price_idx" ON "items" USING btree ("top_category_id","base_price_minor" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_top_category_name_idx" ON "items" USING btree ("top_category_id","name","id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_top_category_date_idx" ON "items" USING btree ("top_category_id","registered_date" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_brand_price_idx" ON "items" USING btree ("brand_id","base_price_minor" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_brand_name_idx" ON "items" USING btree ("brand_id","name","id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_brand_date_idx" ON "items" USING btree ("brand_id","registered_date" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_price_idx" ON "items" USING btree ("base_price_minor" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_name_idx" ON "items" USING btree ("name","id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_registered_date_idx" ON "items" USING btree ("registered_date" DESC NULLS FIRST,"id") WHERE "items"."active";--> statement-breakpoint
CREATE INDEX "items_travel_exclusive_idx" ON "items" USING btree ("base_price_minor" DESC NULLS FIRST,"id") WHERE "items"."is_travel_exclusive";--> statement-breakpoint
CREATE INDEX "items_best_seller_idx" ON "items" USING btree ("base_price_minor" DESC NULLS FIRST,"id") WHERE "items"."is_best_seller";--> statement-breakpoint
CREATE INDEX "items_deal_idx" ON "items" USING btree ("base_price_minor" DESC NULLS FIRST,"id") WHERE "items"."is_deal";--> statement-breakpoint
CREATE INDEX "items_special_offer_idx" ON "items" USING btree ("base_price_minor" DESC NULLS FIRST,"id") WHERE "items"."is_special_offer";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_username_lower_idx" ON "customers" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_lower_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "login_attempts_key_idx" ON "login_attempts" USING btree ("key","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_attempted_idx" ON "login_attempts" USING btree ("attempted_at");--> statement-breakpoint
CREATE INDEX "password_resets_customer_idx" ON "password_resets" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_lower_idx" ON "subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "flights_departure_idx" ON "flights" USING btree ("departure_at");--> statement-breakpoint
CREATE INDEX "flights_origin_idx" ON "flights" USING btree ("origin","departure_at");--> statement-breakpoint
CREATE INDEX "flights_destination_idx" ON "flights" USING btree ("destination");--> statement-breakpoint
CREATE INDEX "onboard_stock_item_idx" ON "onboard_stock" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "ticket_sectors_flight_idx" ON "ticket_sectors" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "loyalty_ledger_member_idx" ON "loyalty_ledger" USING btree ("member_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loyalty_ledger_order_idx" ON "loyalty_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_item_idx" ON "order_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "order_items_price_list_idx" ON "order_items" USING btree ("price_list_id");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree (lower("guest_email"));--> statement-breakpoint
CREATE INDEX "orders_status_hold_idx" ON "orders" USING btree ("order_request_status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "orders_flight_idx" ON "orders" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "orders_currency_idx" ON "orders" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "buy_get_rules_item_idx" ON "buy_get_rules" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "buy_get_rules_price_list_idx" ON "buy_get_rules" USING btree ("price_list_id");--> statement-breakpoint
CREATE INDEX "buy_get_rules_get_item_idx" ON "buy_get_rules" USING btree ("get_item_id");--> statement-breakpoint
CREATE INDEX "price_list_bundle_items_item_idx" ON "price_list_bundle_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "price_list_bundles_price_list_idx" ON "price_list_bundles" USING btree ("price_list_id");--> statement-breakpoint
CREATE INDEX "price_list_items_item_idx" ON "price_list_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_promo_code_idx" ON "price_lists" USING btree (upper("promo_code"));--> statement-breakpoint
CREATE INDEX "price_lists_offer_type_idx" ON "price_lists" USING btree ("offer_type") WHERE "price_lists"."offer_type" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "volume_tiers_item_idx" ON "volume_tiers" USING btree ("item_id","start_quantity");--> statement-breakpoint
CREATE INDEX "volume_tiers_price_list_idx" ON "volume_tiers" USING btree ("price_list_id");
ALTER TABLE "currencies" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "stacks_with_offers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_per_customer_limit_positive" CHECK ("price_lists"."per_customer_limit" IS NULL OR "price_lists"."per_customer_limit" > 0);
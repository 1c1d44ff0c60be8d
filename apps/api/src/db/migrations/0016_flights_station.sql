CREATE TABLE "preorder_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin" varchar(3) DEFAULT '' NOT NULL,
	"destination" varchar(3) DEFAULT '' NOT NULL,
	"open_days" integer NOT NULL,
	"cutoff_hours" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "preorder_windows_route_key" UNIQUE("origin","destination"),
	CONSTRAINT "preorder_windows_open_days" CHECK ("preorder_windows"."open_days" BETWEEN 1 AND 365),
	CONSTRAINT "preorder_windows_cutoff_hours" CHECK ("preorder_windows"."cutoff_hours" BETWEEN 0 AND 168)
);
--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "pick_list_printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "changes_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_status_known" CHECK ("flights"."status" IN ('scheduled', 'retimed', 'cancelled', 'departed', 'arrived'));--> statement-breakpoint
INSERT INTO "preorder_windows" ("origin", "destination", "open_days", "cutoff_hours") VALUES ('', '', 30, 24);

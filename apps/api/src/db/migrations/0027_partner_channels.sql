CREATE TABLE "partner_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"client_id" varchar(40) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_clients_name_present" CHECK (length(trim("partner_clients"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "partner_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_clients_client_id_key" ON "partner_clients" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_partner_id_partner_clients_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partner_id_partner_clients_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_partner_id_partner_clients_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner_clients"("id") ON DELETE no action ON UPDATE no action;
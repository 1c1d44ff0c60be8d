CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"staff_id" integer,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"payment_status" smallint NOT NULL,
	"note" text,
	"request_id" uuid,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_history_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "order_history_actor_known" CHECK ("order_history"."actor" IN ('customer', 'guest', 'gateway', 'staff', 'clock')),
	CONSTRAINT "order_history_staff_named" CHECK (("order_history"."actor" = 'staff') = ("order_history"."staff_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replaces_order_id" integer;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replaces_order_id_orders_id_fk" FOREIGN KEY ("replaces_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_ticket_idx" ON "orders" USING btree ("ticket_number");--> statement-breakpoint
CREATE INDEX "orders_flight_number_idx" ON "orders" USING btree ("flight_number","departure_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_replaces_idx" ON "orders" USING btree ("replaces_order_id") WHERE "orders"."replaces_order_id" IS NOT NULL;
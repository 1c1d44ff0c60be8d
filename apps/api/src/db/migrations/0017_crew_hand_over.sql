CREATE TABLE "hand_overs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"flight_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"cash_taken_minor" integer,
	"counted" boolean NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"recorded_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hand_overs_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "hand_overs_outcome_known" CHECK ("hand_overs"."outcome" IN ('handedOver','partlyHandedOver','refusedNoId','refusedUnderAge','refusedNotOnBoard')),
	CONSTRAINT "hand_overs_cash_nonnegative" CHECK ("hand_overs"."cash_taken_minor" IS NULL OR "hand_overs"."cash_taken_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hand_overs" ADD CONSTRAINT "hand_overs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_overs" ADD CONSTRAINT "hand_overs_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_overs" ADD CONSTRAINT "hand_overs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hand_overs_order_idx" ON "hand_overs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "hand_overs_flight_idx" ON "hand_overs" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "hand_overs_flagged_idx" ON "hand_overs" USING btree ("flagged") WHERE "hand_overs"."flagged";
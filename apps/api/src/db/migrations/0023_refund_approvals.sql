CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"requested_by" integer NOT NULL,
	"reason" text NOT NULL,
	"cause" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refund_requests_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "refund_requests_status_known" CHECK ("refund_requests"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "refund_requests_cause_known" CHECK ("refund_requests"."cause" IN ('replaced', 'amount')),
	CONSTRAINT "refund_requests_decided" CHECK (("refund_requests"."status" = 'pending') = ("refund_requests"."decided_by" IS NULL)),
	CONSTRAINT "refund_requests_four_eyes" CHECK ("refund_requests"."decided_by" IS NULL OR "refund_requests"."decided_by" <> "refund_requests"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_one_open_per_order" ON "refund_requests" USING btree ("order_id") WHERE "refund_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "refund_requests_pending_idx" ON "refund_requests" USING btree ("created_at") WHERE "refund_requests"."status" = 'pending';
CREATE TABLE "staff_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_staff_id" integer NOT NULL,
	"target_version" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "staff_change_requests_kind" CHECK ("staff_change_requests"."kind" IN ('update','setActive','resetPassword','resetTotp')),
	CONSTRAINT "staff_change_requests_outcome" CHECK ("staff_change_requests"."outcome" IS NULL OR "staff_change_requests"."outcome" IN ('approved','rejected')),
	CONSTRAINT "staff_change_requests_decided" CHECK (("staff_change_requests"."outcome" IS NULL) = ("staff_change_requests"."decided_by" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "staff_change_requests" ADD CONSTRAINT "staff_change_requests_target_staff_id_staff_id_fk" FOREIGN KEY ("target_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_change_requests" ADD CONSTRAINT "staff_change_requests_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_change_requests" ADD CONSTRAINT "staff_change_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_change_requests_pending_idx" ON "staff_change_requests" USING btree ("requested_at") WHERE "staff_change_requests"."outcome" IS NULL;
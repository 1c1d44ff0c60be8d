CREATE TABLE "event_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "event_outbox_status_known" CHECK ("event_outbox"."status" IN ('pending', 'done', 'failed')),
	CONSTRAINT "event_outbox_attempts_nonnegative" CHECK ("event_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX "event_outbox_pending_idx" ON "event_outbox" USING btree ("available_at") WHERE "event_outbox"."status" = 'pending';
ALTER TABLE "staff" ADD COLUMN "enrolment_token_hash" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "enrolment_expires_at" timestamp with time zone;
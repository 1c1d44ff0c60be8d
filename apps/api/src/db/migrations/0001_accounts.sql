ALTER TABLE "sessions" ADD COLUMN "refresh_token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "signed_in_with" varchar(16) DEFAULT 'site' NOT NULL;
ALTER TABLE "hand_overs" ADD COLUMN "cash_due_minor" integer;--> statement-breakpoint
ALTER TABLE "hand_overs" ADD COLUMN "cash_difference_minor" integer;--> statement-breakpoint
-- Hand-overs recorded before: the cash taken was on the order's own (counted) hand-over, due its total.
UPDATE "hand_overs" SET "cash_due_minor" = "orders"."total_minor", "cash_difference_minor" = "hand_overs"."cash_taken_minor" - "orders"."total_minor" FROM "orders" WHERE "orders"."id" = "hand_overs"."order_id" AND "hand_overs"."cash_taken_minor" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "hand_overs" ADD CONSTRAINT "hand_overs_cash_balances" CHECK (("hand_overs"."cash_taken_minor" IS NULL AND "hand_overs"."cash_due_minor" IS NULL AND "hand_overs"."cash_difference_minor" IS NULL) OR ("hand_overs"."cash_due_minor" >= 0 AND "hand_overs"."cash_difference_minor" = "hand_overs"."cash_taken_minor" - "hand_overs"."cash_due_minor"));

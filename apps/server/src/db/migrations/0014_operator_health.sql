-- Operator health (modules/operator-health): whether an attempt's create call went unanswered
-- stays known after reconciliation moves the attempt on; attempts whose calls timed out before
-- this column existed are the ones still waiting for an answer.
ALTER TABLE "payment_attempts" ADD COLUMN "unanswered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "payment_attempts" SET "unanswered" = true WHERE "status" = 'unknown';--> statement-breakpoint
CREATE INDEX "payment_attempts_recent_idx" ON "payment_attempts" USING btree ("created_at");

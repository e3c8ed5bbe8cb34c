-- An event about no payment: an operator's status changed (modules/payments/engine/operator-status.ts).
ALTER TABLE "payment_events" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_about_a_payment" CHECK ("payment_events"."payment_id" IS NOT NULL OR "payment_events"."type" = 'operator.status_changed');
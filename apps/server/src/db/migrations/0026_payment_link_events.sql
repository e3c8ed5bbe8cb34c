-- A payment link's events (payment_link.created, .updated, .deactivated) are about no payment:
-- the check that every other event names its payment lets them through. A link keeps the
-- merchant API's Idempotency-Key it was created under, so a retry after a crash answers it.
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_about_a_payment";--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_scope_idempotency_key" ON "payment_links" USING btree ("company_id","is_test_data","idempotency_key") WHERE "payment_links"."idempotency_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_about_a_payment" CHECK ("payment_events"."payment_id" IS NOT NULL OR "payment_events"."type" = 'operator.status_changed' OR "payment_events"."type" LIKE 'payout%' OR "payment_events"."type" LIKE 'payment_link.%');

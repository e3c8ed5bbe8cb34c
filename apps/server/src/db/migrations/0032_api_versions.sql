ALTER TABLE "api_keys" ADD COLUMN "api_version" text DEFAULT '2026-06-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "api_version" text DEFAULT '2026-06-01' NOT NULL;--> statement-breakpoint
-- Keys and endpoints made before versions existed keep the first version (the default above).
-- Events keep the payment as it was then, in the latest shape (merchant-api/versions renders it
-- down to the caller's version): a payment recorded before 2026-11-29 says `late` (true or
-- false); it now says `late_from`, the status it had when the late success came — the payment's
-- own late_from, set once by that success (docs/API.md § Versions).
UPDATE "payment_events" e
SET "data" = jsonb_set(
  e."data",
  '{payment}',
  (e."data"->'payment') - 'late' || jsonb_build_object(
    'late_from',
    CASE WHEN (e."data"->'payment'->>'late')::boolean
      THEN (SELECT t."late_from" FROM "transactions" t WHERE t."id" = e."payment_id") END
  )
)
WHERE jsonb_typeof(e."data"->'payment') = 'object' AND e."data"->'payment' ? 'late';

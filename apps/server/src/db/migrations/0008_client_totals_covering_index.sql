-- The reports' paying clients and best clients (modules/reports/queries.ts clientFigures): the
-- period's succeeded payments that have a client, with what the grouping needs, so PostgreSQL
-- answers from the index alone. Kept outside the drizzle schema: drizzle cannot say INCLUDE.
CREATE INDEX IF NOT EXISTS "transactions_succeeded_client_idx" ON "transactions"
  USING btree ("company_id", "is_test_data", "created_at") INCLUDE ("client_id", "amount")
  WHERE "status" = 'succeeded' AND "client_id" IS NOT NULL;

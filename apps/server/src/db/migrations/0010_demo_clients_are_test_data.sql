ALTER TABLE "clients" ADD COLUMN "is_test_data" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo history's clients written before this column existed (db/demo-history.ts's prefix).
UPDATE "clients" SET "is_test_data" = true WHERE "id" LIKE 'cus\_demo\_%';

ALTER TABLE "email_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_scope_status_created_idx" ON "transactions" USING btree ("company_id","is_test_data","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_scope_phone_idx" ON "transactions" USING btree ("company_id","is_test_data","phone");--> statement-breakpoint
CREATE INDEX "transactions_operator_transaction_idx" ON "transactions" USING btree ("operator_transaction_id");
DROP INDEX "notifications_user_seq_idx";--> statement-breakpoint
DROP INDEX "sign_ins_company_created_idx";--> statement-breakpoint
DROP INDEX "api_keys_company_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_company_seq_idx";--> statement-breakpoint
DROP INDEX "audit_log_company_created_idx";--> statement-breakpoint
DROP INDEX "email_outbox_company_created_idx";--> statement-breakpoint
DROP INDEX "email_outbox_to_idx";--> statement-breakpoint
DROP INDEX "payment_events_scope_seq_idx";--> statement-breakpoint
DROP INDEX "refunds_scope_created_idx";--> statement-breakpoint
DROP INDEX "transactions_company_created_idx";--> statement-breakpoint
DROP INDEX "transactions_client_created_idx";--> statement-breakpoint
DROP INDEX "transactions_scope_created_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_endpoint_created_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_scope_status_created_idx" ON "transactions" USING btree ("company_id","is_test_data","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_scope_phone_idx" ON "transactions" USING btree ("company_id","is_test_data","phone");--> statement-breakpoint
CREATE INDEX "transactions_operator_transaction_idx" ON "transactions" USING btree ("operator_transaction_id");--> statement-breakpoint
CREATE INDEX "notifications_user_seq_idx" ON "notifications" USING btree ("user_id","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sign_ins_company_created_idx" ON "sign_ins" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "api_keys_company_created_idx" ON "api_keys" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_company_seq_idx" ON "contact_messages" USING btree ("company_id","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_company_created_idx" ON "audit_log" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_outbox_company_created_idx" ON "email_outbox" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_email","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_events_scope_seq_idx" ON "payment_events" USING btree ("company_id","is_test_data","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refunds_scope_created_idx" ON "refunds" USING btree ("company_id","is_test_data","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_company_created_idx" ON "transactions" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_client_created_idx" ON "transactions" USING btree ("client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_scope_created_idx" ON "transactions" USING btree ("company_id","is_test_data","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
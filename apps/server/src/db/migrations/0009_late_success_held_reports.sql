CREATE TABLE "held_operator_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"payment_id" text NOT NULL,
	"operator" text NOT NULL,
	"mismatches" jsonb NOT NULL,
	"reported" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "transactions_due_check_idx";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "late_from" text;--> statement-breakpoint
ALTER TABLE "held_operator_reports" ADD CONSTRAINT "held_operator_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_operator_reports" ADD CONSTRAINT "held_operator_reports_payment_id_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_operator_reports_payment_idx" ON "held_operator_reports" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_due_check_idx" ON "transactions" USING btree ("next_check_at") WHERE "transactions"."next_check_at" is not null;
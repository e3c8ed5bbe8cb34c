CREATE TABLE "payout_bank_files" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"format" text NOT NULL,
	"line_count" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "refund_of" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_file_id" text;--> statement-breakpoint
ALTER TABLE "payout_bank_files" ADD CONSTRAINT "payout_bank_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_bank_files" ADD CONSTRAINT "payout_bank_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_bank_files_scope_created_idx" ON "payout_bank_files" USING btree ("company_id","is_test_data","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_bank_file_idx" ON "payouts" USING btree ("bank_file_id") WHERE "payouts"."bank_file_id" IS NOT NULL;
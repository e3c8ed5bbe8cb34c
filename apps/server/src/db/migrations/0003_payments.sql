CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_sealed" text NOT NULL,
	"last4" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_company_id_is_test_data_key_pk" PRIMARY KEY("company_id","is_test_data","key")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"payment_id" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"payment_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'succeeded' NOT NULL,
	"operator_refund_id" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_records" (
	"operator" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_records_operator_key_pk" PRIMARY KEY("operator","key")
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"fingerprint" text NOT NULL,
	"payment_id" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_lines_company_id_is_test_data_fingerprint_pk" PRIMARY KEY("company_id","is_test_data","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "operator" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "code" text DEFAULT 'PF-' || upper(substr(md5(random()::text), 1, 4)) || '-' || upper(substr(md5(random()::text), 1, 4)) NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "success_url" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "error_url" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "next_action" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "failure" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "operator_attempt_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "operator_reference" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "operator_data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "net" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "settles_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "check_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_company_created_idx" ON "api_keys" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_events_scope_seq_idx" ON "payment_events" USING btree ("company_id","is_test_data","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_one_state_event" ON "payment_events" USING btree ("payment_id","type") WHERE "payment_events"."type" <> 'refund.succeeded';--> statement-breakpoint
CREATE INDEX "refunds_scope_created_idx" ON "refunds" USING btree ("company_id","is_test_data","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "transactions_scope_created_idx" ON "transactions" USING btree ("company_id","is_test_data","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_scope_reference_idx" ON "transactions" USING btree ("company_id","is_test_data","reference");--> statement-breakpoint
CREATE INDEX "transactions_due_check_idx" ON "transactions" USING btree ("next_check_at") WHERE "transactions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_code_key" ON "transactions" USING btree ("code");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refunded_within_amount" CHECK ("transactions"."refunded_amount" >= 0 AND "transactions"."refunded_amount" <= "transactions"."amount");
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"batch_id" text,
	"batch_line" integer,
	"line_reference" text,
	"refund_id" text,
	"amount" bigint NOT NULL,
	"reserved_fee" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"operator" text NOT NULL,
	"phone" text,
	"bank_account" text,
	"name" text,
	"reason" text DEFAULT '' NOT NULL,
	"client_reference" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"operator_code" text,
	"operator_reference" text NOT NULL,
	"operator_payout_id" text,
	"operator_transaction_id" text,
	"created_by" text,
	"api_key_id" text,
	"idempotency_key" text,
	"approval_required" boolean DEFAULT false NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"next_action_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0 AND "payouts"."fee" >= 0 AND "payouts"."reserved_fee" >= 0),
	CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" IN ('pending_approval', 'queued', 'processing', 'succeeded', 'failed', 'reversed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"status" text NOT NULL,
	"line_count" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	"total_fee" bigint NOT NULL,
	"created_by" text,
	"api_key_id" text,
	"idempotency_key" text,
	"approval_required" boolean DEFAULT false NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_about_a_payment";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payout_settings" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_journal" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_scope_created_idx" ON "payouts" USING btree ("company_id","is_test_data","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("next_action_at") WHERE "payouts"."status" IN ('queued', 'processing');--> statement-breakpoint
CREATE INDEX "payouts_refund_idx" ON "payouts" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_scope_idempotency_key" ON "payouts" USING btree ("company_id","is_test_data","idempotency_key") WHERE "payouts"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_events_payout_idx" ON "payment_events" USING btree ("payout_id","seq") WHERE "payment_events"."payout_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_about_a_payment" CHECK ("payment_events"."payment_id" IS NOT NULL OR "payment_events"."type" = 'operator.status_changed' OR "payment_events"."type" LIKE 'payout%');--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payout_batches_scope_created_idx" ON "payout_batches" USING btree ("company_id","is_test_data","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_scope_idempotency_key" ON "payout_batches" USING btree ("company_id","is_test_data","idempotency_key") WHERE "payout_batches"."idempotency_key" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_line_reference_key" ON "payouts" USING btree ("company_id","is_test_data","line_reference") WHERE "payouts"."line_reference" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "payouts_batch_line_idx" ON "payouts" USING btree ("batch_id","batch_line") WHERE "payouts"."batch_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "payouts_batch_open_idx" ON "payouts" USING btree ("batch_id") WHERE "payouts"."batch_id" IS NOT NULL AND "payouts"."status" IN ('pending_approval', 'queued', 'processing');
--> statement-breakpoint
-- The books of money out (docs/LEDGER.md § Payouts). A payout's wallet is its operator's
-- available account (the bank's for a bank payout). R is what was reserved: amount + reserved fee.
--   queued (reserved)            wallet −R, payouts:in_transit +R
--   succeeded (paid)             payouts:in_transit −R, payouts +amount, payout_fees +fee, wallet +(R − amount − fee) if not 0
--   failed or cancelled once reserved (released)   payouts:in_transit −R, wallet +R
--   reversed (returned)          payouts −amount, payout_fees −fee, wallet +(amount + fee)
-- Each posting's source id is the payout's id and what happened (`po_…:reserved`), so it is
-- made once however often the state is written. Statement triggers over the transition tables
-- post a whole batch's changes in one INSERT (the balances' trigger then runs once).
CREATE FUNCTION ledger_payout_wallet(operator text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN operator = 'bank' THEN 'bank' ELSE 'operator:' || operator END || ':available'
$$;
--> statement-breakpoint
-- Where a paid payout's amount goes: `refunds` when it carries a refund back to a payer
-- (docs/LEDGER.md § Refunds through a payout), `payouts` otherwise.
CREATE FUNCTION ledger_payout_paid_to(p payouts) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p.refund_id IS NULL THEN 'payouts' ELSE 'refunds' END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_payout_lines(kind text, p payouts) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE kind
    WHEN 'reserved' THEN jsonb_build_array(
      jsonb_build_object('account', ledger_payout_wallet(p.operator), 'amount', -(p.amount + p.reserved_fee)),
      jsonb_build_object('account', 'payouts:in_transit', 'amount', p.amount + p.reserved_fee))
    WHEN 'paid' THEN jsonb_build_array(
      jsonb_build_object('account', 'payouts:in_transit', 'amount', -(p.amount + p.reserved_fee)),
      jsonb_build_object('account', ledger_payout_paid_to(p), 'amount', p.amount))
      || CASE WHEN p.fee > 0 THEN jsonb_build_array(jsonb_build_object('account', 'payout_fees', 'amount', p.fee)) ELSE '[]'::jsonb END
      || CASE WHEN p.reserved_fee <> p.fee THEN jsonb_build_array(
           jsonb_build_object('account', ledger_payout_wallet(p.operator), 'amount', p.reserved_fee - p.fee)) ELSE '[]'::jsonb END
    WHEN 'released' THEN jsonb_build_array(
      jsonb_build_object('account', 'payouts:in_transit', 'amount', -(p.amount + p.reserved_fee)),
      jsonb_build_object('account', ledger_payout_wallet(p.operator), 'amount', p.amount + p.reserved_fee))
    WHEN 'returned' THEN jsonb_build_array(
      jsonb_build_object('account', ledger_payout_paid_to(p), 'amount', -p.amount),
      jsonb_build_object('account', ledger_payout_wallet(p.operator), 'amount', p.amount + p.fee))
      || CASE WHEN p.fee > 0 THEN jsonb_build_array(jsonb_build_object('account', 'payout_fees', 'amount', -p.fee)) ELSE '[]'::jsonb END
  END
$$;
--> statement-breakpoint
-- What a change of state posts: null when it posts nothing (created waiting for approval,
-- cancelled before any reservation, sent).
CREATE FUNCTION ledger_payout_kind(before text, after text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN after = 'queued' AND (before IS NULL OR before = 'pending_approval') THEN 'reserved'
    WHEN after = 'succeeded' AND before IN ('queued', 'processing') THEN 'paid'
    WHEN after IN ('failed', 'cancelled') AND before IN ('queued', 'processing') THEN 'released'
    WHEN after = 'reversed' AND before = 'succeeded' THEN 'returned'
  END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_payouts_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payout_id, lines, posted_at)
  SELECT 'ljt_' || n.id || ':reserved', n.company_id, n.is_test_data, 'payout.reserved', n.id || ':reserved', n.id,
    ledger_payout_lines('reserved', n), n.updated_at
  FROM created n WHERE n.status = 'queued'
  ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_payouts_created AFTER INSERT ON payouts
  REFERENCING NEW TABLE AS created FOR EACH STATEMENT EXECUTE FUNCTION ledger_payouts_created();
--> statement-breakpoint
CREATE FUNCTION ledger_payouts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payout_id, lines, posted_at)
  SELECT 'ljt_' || n.id || ':' || k.kind, n.company_id, n.is_test_data, 'payout.' || k.kind, n.id || ':' || k.kind, n.id,
    ledger_payout_lines(k.kind, n), n.updated_at
  FROM after_change n
  JOIN before_change o ON o.id = n.id
  CROSS JOIN LATERAL (SELECT ledger_payout_kind(o.status, n.status) AS kind) k
  WHERE k.kind IS NOT NULL
  ORDER BY n.id
  ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_payouts_changed AFTER UPDATE ON payouts
  REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_payouts_changed();
--> statement-breakpoint
-- A payout's amounts and beneficiary are what was reserved and approved: never rewritten.
CREATE FUNCTION payouts_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount <> OLD.amount OR NEW.reserved_fee <> OLD.reserved_fee OR NEW.operator <> OLD.operator
     OR NEW.phone IS DISTINCT FROM OLD.phone OR NEW.bank_account IS DISTINCT FROM OLD.bank_account
     OR NEW.operator_reference <> OLD.operator_reference OR NEW.company_id <> OLD.company_id
     OR NEW.is_test_data <> OLD.is_test_data THEN
    RAISE EXCEPTION 'a payout''s amount, beneficiary and reference are fixed once created'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER payouts_fixed BEFORE UPDATE ON payouts FOR EACH ROW EXECUTE FUNCTION payouts_fixed();--> statement-breakpoint
-- A refund carried by a payout (MTN refund, payout to an Orange or Moov payer) can fail: several per payment.
DROP INDEX "payment_events_one_state_event";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_one_state_event" ON "payment_events" USING btree ("payment_id","type") WHERE "payment_events"."type" NOT IN ('refund.succeeded', 'refund.failed', 'payment.attempt_failed');

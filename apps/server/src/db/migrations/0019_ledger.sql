-- The books (docs/LEDGER.md). A journal transaction's lines must sum to zero, each an account
-- and a non-zero integer amount, at least two: checked by PostgreSQL on every row.
CREATE FUNCTION ledger_lines_balanced(lines jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_typeof(lines) = 'array' AND jsonb_array_length(lines) >= 2 AND coalesce((
    SELECT bool_and(
             jsonb_typeof(l -> 'account') = 'string' AND l ->> 'account' <> ''
             AND jsonb_typeof(l -> 'amount') = 'number'
             AND (l ->> 'amount')::numeric = trunc((l ->> 'amount')::numeric)
             AND (l ->> 'amount')::numeric <> 0)
           AND sum((l ->> 'amount')::numeric) = 0
    FROM jsonb_array_elements(lines) AS l), false)
$$;
--> statement-breakpoint
CREATE TABLE "ledger_journal" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"payment_id" text,
	"lines" jsonb NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_journal_balanced" CHECK (ledger_lines_balanced("ledger_journal"."lines"))
);
--> statement-breakpoint
CREATE TABLE "ledger_settlements_due" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"settles_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_journal" ADD CONSTRAINT "ledger_journal_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_journal_source_key" ON "ledger_journal" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "ledger_journal_scope_seq_idx" ON "ledger_journal" USING btree ("company_id","is_test_data","seq");--> statement-breakpoint
CREATE INDEX "ledger_journal_payment_idx" ON "ledger_journal" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_settlements_due_at_idx" ON "ledger_settlements_due" USING btree ("settles_at");
--> statement-breakpoint
-- Append-only: a correction is a reversing transaction, never a change or a removal.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: post a reversing transaction instead'
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_journal_append_only BEFORE UPDATE OR DELETE ON ledger_journal
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_journal_no_truncate BEFORE TRUNCATE ON ledger_journal
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- Where a payment's money sits: its operator's wallet (the bank account for a bank transfer)...
CREATE FUNCTION ledger_wallet_of(operator text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN operator = 'bank_transfer' THEN 'bank' ELSE 'operator:' || coalesce(operator, 'unknown') END
$$;
--> statement-breakpoint
-- ...pending until the payment settles (settles_at), available after.
CREATE FUNCTION ledger_wallet(operator text, settles_at timestamptz, at timestamptz) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT ledger_wallet_of(operator)
    || CASE WHEN settles_at IS NOT NULL AND settles_at > at THEN ':pending' ELSE ':available' END
$$;
--> statement-breakpoint
-- A payment's success (a late one too, and a bank transfer matched), from its payment.success
-- event: the amount into its wallet from sales, and PayFlow's fee out of it. Posted by the
-- event's trigger in the statement that records it, and by this migration for those before it.
CREATE FUNCTION ledger_post_success(event payment_events) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p record;
  wallet text;
BEGIN
  SELECT amount, fee, operator, settles_at INTO p FROM transactions WHERE id = event.payment_id;
  wallet := ledger_wallet(p.operator, p.settles_at, event.created_at);
  INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payment_id, lines, posted_at)
  VALUES ('ljt_' || event.id, event.company_id, event.is_test_data, 'payment.success', event.id, event.payment_id,
    jsonb_build_array(
      jsonb_build_object('account', wallet, 'amount', p.amount),
      jsonb_build_object('account', 'sales', 'amount', -p.amount))
    || CASE WHEN p.fee > 0 THEN jsonb_build_array(
      jsonb_build_object('account', 'fees', 'amount', p.fee),
      jsonb_build_object('account', wallet, 'amount', -p.fee)) ELSE '[]'::jsonb END,
    event.created_at)
  ON CONFLICT (source, source_id) DO NOTHING;
  -- Money still pending moves to available when the payment settles (modules/ledger/settle.ts).
  IF wallet LIKE '%:pending' THEN
    INSERT INTO ledger_settlements_due (payment_id, company_id, is_test_data, settles_at)
    VALUES (event.payment_id, event.company_id, event.is_test_data, p.settles_at)
    ON CONFLICT (payment_id) DO NOTHING;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_payment_success_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_post_success(NEW);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_payment_success AFTER INSERT ON payment_events
  FOR EACH ROW WHEN (NEW.type = 'payment.success') EXECUTE FUNCTION ledger_payment_success_recorded();
--> statement-breakpoint
-- A refund, out of the payment's wallet: through the operator, or by hand from what the business
-- holds with that operator (or in its bank, for a bank transfer) — as the balance has always
-- counted it (less refunds, whichever way they were made).
CREATE FUNCTION ledger_post_refund(refund refunds) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  SELECT operator, settles_at INTO p FROM transactions WHERE id = refund.payment_id;
  INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payment_id, lines, posted_at)
  VALUES ('ljt_' || refund.id, refund.company_id, refund.is_test_data, 'refund', refund.id, refund.payment_id,
    jsonb_build_array(
      jsonb_build_object('account', 'refunds', 'amount', refund.amount),
      jsonb_build_object('account', ledger_wallet(p.operator, p.settles_at, refund.created_at), 'amount', -refund.amount)),
    refund.created_at)
  ON CONFLICT (source, source_id) DO NOTHING;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_refund_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_post_refund(NEW);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_refund AFTER INSERT ON refunds
  FOR EACH ROW WHEN (NEW.status = 'succeeded') EXECUTE FUNCTION ledger_refund_recorded();
--> statement-breakpoint
-- A journal transaction undone: its lines negated, posted once, the original kept.
CREATE FUNCTION ledger_reverse(journal_id text, at timestamptz DEFAULT now()) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payment_id, lines, posted_at)
  SELECT 'ljt_rev_' || j.id, j.company_id, j.is_test_data, 'reversal', j.id, j.payment_id,
    (SELECT jsonb_agg(jsonb_build_object('account', l ->> 'account', 'amount', -(l ->> 'amount')::bigint))
     FROM jsonb_array_elements(j.lines) AS l),
    at
  FROM ledger_journal j WHERE j.id = journal_id AND j.source <> 'reversal'
  ON CONFLICT (source, source_id) DO NOTHING
$$;
--> statement-breakpoint
-- The successes and refunds recorded before the books existed, posted as they would have been.
SELECT ledger_post_success(e) FROM payment_events e WHERE e.type = 'payment.success' ORDER BY e.seq;
--> statement-breakpoint
SELECT ledger_post_refund(r) FROM refunds r WHERE r.status = 'succeeded' ORDER BY r.created_at;

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
-- Where a payment's money sits: its operator's wallet (the bank account for a bank transfer),
-- pending until the payment settles (settles_at), available after.
CREATE FUNCTION ledger_wallet(operator text, settles_at timestamptz, at timestamptz) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN operator = 'bank_transfer' THEN 'bank' ELSE 'operator:' || coalesce(operator, 'unknown') END
    || CASE WHEN settles_at IS NOT NULL AND settles_at > at THEN ':pending' ELSE ':available' END
$$;
--> statement-breakpoint
-- A payment's success (a late one too, and a bank transfer matched): the amount into its wallet
-- from sales, and PayFlow's fee out of it. Posted in the statement that records the event.
CREATE FUNCTION ledger_post_payment_success() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
  wallet text;
BEGIN
  SELECT amount, fee, operator, settles_at INTO p FROM transactions WHERE id = NEW.payment_id;
  wallet := ledger_wallet(p.operator, p.settles_at, NEW.created_at);
  INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payment_id, lines, posted_at)
  VALUES ('ljt_' || NEW.id, NEW.company_id, NEW.is_test_data, 'payment.success', NEW.id, NEW.payment_id,
    jsonb_build_array(
      jsonb_build_object('account', wallet, 'amount', p.amount),
      jsonb_build_object('account', 'sales', 'amount', -p.amount))
    || CASE WHEN p.fee > 0 THEN jsonb_build_array(
      jsonb_build_object('account', 'fees', 'amount', p.fee),
      jsonb_build_object('account', wallet, 'amount', -p.fee)) ELSE '[]'::jsonb END,
    NEW.created_at)
  ON CONFLICT (source, source_id) DO NOTHING;
  -- Money still pending moves to available when the payment settles (modules/ledger/settle.ts).
  IF wallet LIKE '%:pending' THEN
    INSERT INTO ledger_settlements_due (payment_id, company_id, is_test_data, settles_at)
    VALUES (NEW.payment_id, NEW.company_id, NEW.is_test_data, p.settles_at)
    ON CONFLICT (payment_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_payment_success AFTER INSERT ON payment_events
  FOR EACH ROW WHEN (NEW.type = 'payment.success') EXECUTE FUNCTION ledger_post_payment_success();
--> statement-breakpoint
-- A refund, out of the payment's wallet: through the operator, or by hand from what the business
-- holds with that operator (or in its bank, for a bank transfer) — as the balance has always
-- counted it (less refunds, whichever way they were made).
CREATE FUNCTION ledger_post_refund() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
  paid_from text;
BEGIN
  SELECT operator, settles_at INTO p FROM transactions WHERE id = NEW.payment_id;
  paid_from := ledger_wallet(p.operator, p.settles_at, NEW.created_at);
  INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payment_id, lines, posted_at)
  VALUES ('ljt_' || NEW.id, NEW.company_id, NEW.is_test_data, 'refund', NEW.id, NEW.payment_id,
    jsonb_build_array(
      jsonb_build_object('account', 'refunds', 'amount', NEW.amount),
      jsonb_build_object('account', paid_from, 'amount', -NEW.amount)),
    NEW.created_at)
  ON CONFLICT (source, source_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_refund AFTER INSERT ON refunds
  FOR EACH ROW WHEN (NEW.status = 'succeeded') EXECUTE FUNCTION ledger_post_refund();
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
INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payment_id, lines, posted_at)
SELECT 'ljt_' || e.id, e.company_id, e.is_test_data, 'payment.success', e.id, e.payment_id,
  jsonb_build_array(
    jsonb_build_object('account', ledger_wallet(t.operator, t.settles_at, e.created_at), 'amount', t.amount),
    jsonb_build_object('account', 'sales', 'amount', -t.amount))
  || CASE WHEN t.fee > 0 THEN jsonb_build_array(
    jsonb_build_object('account', 'fees', 'amount', t.fee),
    jsonb_build_object('account', ledger_wallet(t.operator, t.settles_at, e.created_at), 'amount', -t.fee)) ELSE '[]'::jsonb END,
  e.created_at
FROM payment_events e JOIN transactions t ON t.id = e.payment_id
WHERE e.type = 'payment.success'
ORDER BY e.seq;
--> statement-breakpoint
INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payment_id, lines, posted_at)
SELECT 'ljt_' || r.id, r.company_id, r.is_test_data, 'refund', r.id, r.payment_id,
  jsonb_build_array(
    jsonb_build_object('account', 'refunds', 'amount', r.amount),
    jsonb_build_object('account', ledger_wallet(t.operator, t.settles_at, r.created_at), 'amount', -r.amount)),
  r.created_at
FROM refunds r JOIN transactions t ON t.id = r.payment_id
WHERE r.status = 'succeeded'
ORDER BY r.created_at;
--> statement-breakpoint
INSERT INTO ledger_settlements_due (payment_id, company_id, is_test_data, settles_at)
SELECT t.id, t.company_id, t.is_test_data, t.settles_at
FROM ledger_journal j JOIN transactions t ON t.id = j.payment_id
WHERE j.source = 'payment.success' AND (j.lines -> 0 ->> 'account') LIKE '%:pending'
ON CONFLICT (payment_id) DO NOTHING;

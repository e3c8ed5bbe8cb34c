CREATE TABLE "ledger_balances" (
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"account" text NOT NULL,
	"slot" smallint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_balances_company_id_is_test_data_account_slot_pk" PRIMARY KEY("company_id","is_test_data","account","slot")
);
--> statement-breakpoint
-- What each account holds (docs/LEDGER.md § Balances), kept in the statement that posts: every
-- journal row inserted adds its lines here. A total is split over 64 slots, the posting
-- connection's, so concurrent postings for one company rarely wait on one row; the accounts of
-- one statement are taken in order, so two postings never wait on each other crosswise.
CREATE FUNCTION ledger_balances_posted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_balances AS b (company_id, is_test_data, account, slot, amount)
  SELECT j.company_id, j.is_test_data, l ->> 'account', pg_backend_pid() % 64, sum((l ->> 'amount')::bigint)
  FROM posted j CROSS JOIN LATERAL jsonb_array_elements(j.lines) AS l
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, is_test_data, account, slot) DO UPDATE SET amount = b.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_balances_posted AFTER INSERT ON ledger_journal
  REFERENCING NEW TABLE AS posted FOR EACH STATEMENT EXECUTE FUNCTION ledger_balances_posted();
--> statement-breakpoint
-- The journal posted before this migration, totalled once.
INSERT INTO ledger_balances (company_id, is_test_data, account, slot, amount)
SELECT j.company_id, j.is_test_data, l ->> 'account', 0, sum((l ->> 'amount')::bigint)
FROM ledger_journal j CROSS JOIN LATERAL jsonb_array_elements(j.lines) AS l
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- A period's journal (the settlement report, the accounting export) is read by its posting time.
DROP INDEX "ledger_journal_scope_seq_idx";--> statement-breakpoint
CREATE INDEX "ledger_journal_scope_posted_idx" ON "ledger_journal" USING btree ("company_id","is_test_data","posted_at");--> statement-breakpoint
-- The chart of accounts of a company's accounting export (null: the defaults of docs/LEDGER.md).
ALTER TABLE "companies" ADD COLUMN "accounting_accounts" jsonb;
--> statement-breakpoint
-- The operator balance check's schedule and last findings (docs/LEDGER.md § Operator balance check).
CREATE TABLE "operator_balance_checks" (
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"operator" text NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"status" text,
	"operator_amount" bigint,
	"books_amount" bigint,
	"fees" bigint,
	"manual_refunds" bigint,
	"in_flight" bigint,
	"in_flight_payments" integer,
	"unexplained" bigint,
	"error" text,
	CONSTRAINT "operator_balance_checks_company_id_is_test_data_operator_pk" PRIMARY KEY("company_id","is_test_data","operator")
);
--> statement-breakpoint
CREATE INDEX "operator_balance_checks_due_idx" ON "operator_balance_checks" USING btree ("next_at");--> statement-breakpoint
-- Once per money event, by the journal's own key: a journal transaction's id is its source's
-- (ljt_ + the source id; set_ for a settlement, rev_ for a reversal), checked, so the primary key
-- keeps each event to one posting and the (source, source_id) index is one index less to write
-- per success (docs/LEDGER.md).
ALTER TABLE "ledger_journal" ADD CONSTRAINT "ledger_journal_id_of_source" CHECK ("ledger_journal"."id" = 'ljt_' || CASE "ledger_journal"."source" WHEN 'settlement' THEN 'set_' WHEN 'reversal' THEN 'rev_' ELSE '' END || "ledger_journal"."source_id");
--> statement-breakpoint
DROP INDEX "ledger_journal_source_key";
--> statement-breakpoint
-- A payment's settlement is due once, written by its one success posting: no key of its own
-- (the round claims rows by their place), one index less per success.
ALTER TABLE "ledger_settlements_due" DROP CONSTRAINT "ledger_settlements_due_pkey";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post_success(event payment_events) RETURNS void LANGUAGE plpgsql AS $$
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
  ON CONFLICT (id) DO NOTHING;
  -- Money still pending moves to available when the payment settles (modules/ledger/settle.ts);
  -- put on the work list only by the posting that was made.
  IF FOUND AND wallet LIKE '%:pending' THEN
    INSERT INTO ledger_settlements_due (payment_id, company_id, is_test_data, settles_at)
    VALUES (event.payment_id, event.company_id, event.is_test_data, p.settles_at);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post_refund(refund refunds) RETURNS void LANGUAGE plpgsql AS $$
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
  ON CONFLICT (id) DO NOTHING;
END $$;
--> statement-breakpoint
-- Reverses many journal transactions in one statement (the balances' trigger then runs once,
-- not once per reversal: the demo history's replacement reverses ~20,000 at a time).
CREATE FUNCTION ledger_reverse_all(journal_ids text[], at timestamptz DEFAULT now()) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payment_id, lines, posted_at)
  SELECT 'ljt_rev_' || j.id, j.company_id, j.is_test_data, 'reversal', j.id, j.payment_id,
    (SELECT jsonb_agg(jsonb_build_object('account', l ->> 'account', 'amount', -(l ->> 'amount')::bigint))
     FROM jsonb_array_elements(j.lines) AS l),
    at
  FROM ledger_journal j WHERE j.id = ANY(journal_ids) AND j.source <> 'reversal'
  ON CONFLICT (id) DO NOTHING
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_reverse(journal_id text, at timestamptz DEFAULT now()) RETURNS void LANGUAGE sql AS $$
  SELECT ledger_reverse_all(ARRAY[journal_id], at)
$$;

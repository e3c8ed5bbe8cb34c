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
CREATE INDEX "operator_balance_checks_due_idx" ON "operator_balance_checks" USING btree ("next_at");
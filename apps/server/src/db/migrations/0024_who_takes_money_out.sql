CREATE TABLE "session_step_ups" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"stepped_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scopes" text[];--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payout_settings_proposal" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "session_step_ups" ADD CONSTRAINT "session_step_ups_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_step_ups" ADD CONSTRAINT "session_step_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_operator_transaction_key" ON "payouts" USING btree ("company_id","is_test_data","operator","operator_transaction_id") WHERE "payouts"."operator_transaction_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_scope_idempotency_key" ON "refunds" USING btree ("company_id","is_test_data","idempotency_key") WHERE "refunds"."idempotency_key" IS NOT NULL;--> statement-breakpoint
-- Wallets never go below zero (docs/LEDGER.md § Rules): an available account that a statement
-- takes money from must still hold at least nothing once it is posted, whatever path posts. The
-- code checks and reserves under the company's lock (lockPayouts) and says why in the person's
-- words; this is the backstop no future path can forget. A correction (a reversal) is not
-- refused: it puts the books back to what was true. An account already below zero from before
-- this rule is not blocked from receiving money.
CREATE OR REPLACE FUNCTION ledger_balances_posted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  short record;
BEGIN
  INSERT INTO ledger_balances AS b (company_id, is_test_data, account, slot, amount)
  SELECT j.company_id, j.is_test_data, l ->> 'account', pg_backend_pid() % 64, sum((l ->> 'amount')::bigint)
  FROM posted j CROSS JOIN LATERAL jsonb_array_elements(j.lines) AS l
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, is_test_data, account, slot) DO UPDATE SET amount = b.amount + excluded.amount;
  SELECT c.account, t.total INTO short
  FROM (
    SELECT j.company_id, j.is_test_data, l ->> 'account' AS account, sum((l ->> 'amount')::bigint) AS change
    FROM posted j CROSS JOIN LATERAL jsonb_array_elements(j.lines) AS l
    WHERE j.source <> 'reversal' AND l ->> 'account' LIKE '%:available'
    GROUP BY 1, 2, 3
  ) c
  CROSS JOIN LATERAL (
    SELECT sum(b.amount) AS total FROM ledger_balances b
    WHERE b.company_id = c.company_id AND b.is_test_data = c.is_test_data AND b.account = c.account
  ) t
  WHERE c.change < 0 AND t.total < 0
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'the available balance of % would be % XOF', short.account, short.total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_available_not_negative';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What is left of a payment's money on its wallet's pending account (its success, less its
-- refunds drawn from there): a refund draws on it first (docs/LEDGER.md § Refunds).
CREATE FUNCTION ledger_payment_pending(payment text, pending_account text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT greatest(coalesce(sum((l ->> 'amount')::bigint), 0), 0)
  FROM ledger_journal j CROSS JOIN LATERAL jsonb_array_elements(j.lines) AS l
  WHERE j.payment_id = payment AND l ->> 'account' = pending_account
$$;
--> statement-breakpoint
-- A refund's wallet lines: from the refunded payment's own money still pending first, the rest
-- from the available account (which the balances' check keeps at zero or above).
CREATE FUNCTION ledger_refund_wallet_lines(payment text, wallet text, amount bigint) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  from_pending bigint := least(amount, ledger_payment_pending(payment, wallet || ':pending'));
BEGIN
  RETURN CASE WHEN from_pending > 0
      THEN jsonb_build_array(jsonb_build_object('account', wallet || ':pending', 'amount', -from_pending))
      ELSE '[]'::jsonb END
    || CASE WHEN amount > from_pending
      THEN jsonb_build_array(jsonb_build_object('account', wallet || ':available', 'amount', -(amount - from_pending)))
      ELSE '[]'::jsonb END;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post_refund(refund refunds) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  SELECT operator INTO p FROM transactions WHERE id = refund.payment_id;
  INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payment_id, lines, posted_at)
  VALUES ('ljt_' || refund.id, refund.company_id, refund.is_test_data, 'refund', refund.id, refund.payment_id,
    jsonb_build_array(jsonb_build_object('account', 'refunds', 'amount', refund.amount))
      || ledger_refund_wallet_lines(refund.payment_id, ledger_wallet_of(p.operator), refund.amount),
    refund.created_at)
  ON CONFLICT (id) DO NOTHING;
END $$;
--> statement-breakpoint
-- The payment a payout carries a refund of (null for an ordinary payout): its journals name it,
-- so the settlement of that payment counts what its refund drew from pending.
CREATE FUNCTION ledger_payout_payment(p payouts) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT r.payment_id FROM refunds r WHERE r.id = p.refund_id
$$;
--> statement-breakpoint
-- A payout's lines (docs/LEDGER.md § Payouts), now with the two cases that touch more than its
-- wallet's available account:
-- - a refund's payout reserves from its payment's money still pending first (as a refund by
--   Wave or by hand does), and gives that part back to pending on release while the payment has
--   not settled yet (its work-list row, locked here, says so), to available once it has;
-- - an operator's fee above the one reserved comes from the wallet as far as the wallet holds
--   it, the rest is booked to the wallet's `…:suspense` account (money the operator took that the
--   books did not hold, for a person to explain) so that a reported outcome is never refused.
CREATE OR REPLACE FUNCTION ledger_payout_lines(kind text, p payouts) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  wallet text := ledger_payout_wallet(p.operator);
  pending text := replace(ledger_payout_wallet(p.operator), ':available', ':pending');
  reserved bigint := p.amount + p.reserved_fee;
  payment text;
  from_pending bigint := 0;
  extra_fee bigint;
  covered bigint;
BEGIN
  IF p.refund_id IS NOT NULL AND kind IN ('reserved', 'released') THEN
    payment := ledger_payout_payment(p);
  END IF;
  IF kind = 'reserved' THEN
    IF payment IS NOT NULL THEN
      from_pending := least(reserved, ledger_payment_pending(payment, pending));
    END IF;
    RETURN jsonb_build_array(jsonb_build_object('account', 'payouts:in_transit', 'amount', reserved))
      || CASE WHEN from_pending > 0 THEN jsonb_build_array(jsonb_build_object('account', pending, 'amount', -from_pending)) ELSE '[]'::jsonb END
      || CASE WHEN reserved > from_pending THEN jsonb_build_array(jsonb_build_object('account', wallet, 'amount', -(reserved - from_pending))) ELSE '[]'::jsonb END;
  ELSIF kind = 'released' THEN
    IF payment IS NOT NULL THEN
      SELECT coalesce(-sum((l ->> 'amount')::bigint), 0) INTO from_pending
      FROM ledger_journal j CROSS JOIN LATERAL jsonb_array_elements(j.lines) AS l
      WHERE j.id = 'ljt_' || p.id || ':reserved' AND l ->> 'account' = pending;
      IF from_pending > 0 THEN
        PERFORM 1 FROM ledger_settlements_due d WHERE d.payment_id = payment FOR UPDATE;
        IF NOT FOUND THEN
          from_pending := 0;
        END IF;
      END IF;
    END IF;
    RETURN jsonb_build_array(jsonb_build_object('account', 'payouts:in_transit', 'amount', -reserved))
      || CASE WHEN from_pending > 0 THEN jsonb_build_array(jsonb_build_object('account', pending, 'amount', from_pending)) ELSE '[]'::jsonb END
      || CASE WHEN reserved > from_pending THEN jsonb_build_array(jsonb_build_object('account', wallet, 'amount', reserved - from_pending)) ELSE '[]'::jsonb END;
  ELSIF kind = 'paid' THEN
    extra_fee := p.fee - p.reserved_fee;
    IF extra_fee > 0 THEN
      SELECT least(extra_fee, greatest(coalesce(sum(b.amount), 0), 0)) INTO covered FROM ledger_balances b
      WHERE b.company_id = p.company_id AND b.is_test_data = p.is_test_data AND b.account = wallet;
    END IF;
    RETURN jsonb_build_array(
        jsonb_build_object('account', 'payouts:in_transit', 'amount', -reserved),
        jsonb_build_object('account', ledger_payout_paid_to(p), 'amount', p.amount))
      || CASE WHEN p.fee > 0 THEN jsonb_build_array(jsonb_build_object('account', 'payout_fees', 'amount', p.fee)) ELSE '[]'::jsonb END
      || CASE WHEN extra_fee < 0 THEN jsonb_build_array(jsonb_build_object('account', wallet, 'amount', -extra_fee))
              WHEN extra_fee > 0 THEN
                CASE WHEN covered > 0 THEN jsonb_build_array(jsonb_build_object('account', wallet, 'amount', -covered)) ELSE '[]'::jsonb END
                || CASE WHEN extra_fee > covered THEN jsonb_build_array(jsonb_build_object('account', replace(wallet, ':available', ':suspense'), 'amount', -(extra_fee - covered))) ELSE '[]'::jsonb END
              ELSE '[]'::jsonb END;
  ELSIF kind = 'returned' THEN
    RETURN jsonb_build_array(
        jsonb_build_object('account', ledger_payout_paid_to(p), 'amount', -p.amount),
        jsonb_build_object('account', wallet, 'amount', p.amount + p.fee))
      || CASE WHEN p.fee > 0 THEN jsonb_build_array(jsonb_build_object('account', 'payout_fees', 'amount', -p.fee)) ELSE '[]'::jsonb END;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_payouts_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payout_id, payment_id, lines, posted_at)
  SELECT 'ljt_' || n.id || ':reserved', n.company_id, n.is_test_data, 'payout.reserved', n.id || ':reserved', n.id,
    CASE WHEN n.refund_id IS NOT NULL THEN ledger_payout_payment(n) END,
    ledger_payout_lines('reserved', n), n.updated_at
  FROM created n WHERE n.status = 'queued'
  ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_payouts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payout_id, payment_id, lines, posted_at)
  SELECT 'ljt_' || n.id || ':' || k.kind, n.company_id, n.is_test_data, 'payout.' || k.kind, n.id || ':' || k.kind, n.id,
    CASE WHEN n.refund_id IS NOT NULL THEN ledger_payout_payment(n) END,
    ledger_payout_lines(k.kind, n), n.updated_at
  FROM after_change n
  JOIN before_change o ON o.id = n.id
  CROSS JOIN LATERAL (SELECT ledger_payout_kind(o.status, n.status) AS kind) k
  WHERE k.kind IS NOT NULL
  ORDER BY n.id
  ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END $$;

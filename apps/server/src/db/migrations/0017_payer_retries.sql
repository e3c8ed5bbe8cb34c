DROP INDEX "payment_events_one_state_event";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payer_chooses_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_one_state_event" ON "payment_events" USING btree ("payment_id","type") WHERE "payment_events"."type" NOT IN ('refund.succeeded', 'payment.attempt_failed');--> statement-breakpoint
-- Pending payments whose first event shows no operator were created for the payer to choose.
UPDATE "transactions" t SET "payer_chooses_operator" = true
WHERE t.status = 'pending' AND EXISTS (
  SELECT 1 FROM payment_events e
  WHERE e.payment_id = t.id AND e.type = 'payment.pending' AND e.data->'payment'->>'operator' IS NULL);
--> statement-breakpoint
-- An earlier attempt may become the payment's current one again (its success arrived after the
-- payment was reopened to another try, engine/retry.ts): its row exists, so it is not inserted twice.
CREATE OR REPLACE FUNCTION payment_attempt_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.operator_attempt_id IS DISTINCT FROM OLD.operator_attempt_id THEN
    -- A newer attempt replaces one that never reached anybody (engine/attempts.ts).
    IF OLD.operator_attempt_id IS NOT NULL THEN
      UPDATE payment_attempts SET status = 'abandoned', finished_at = now()
      WHERE id = OLD.operator_attempt_id AND status IN ('sending', 'unknown');
    END IF;
    IF NEW.operator_attempt_id IS NOT NULL THEN
      INSERT INTO payment_attempts (id, payment_id, company_id, is_test_data, operator, phone, status, created_at)
      VALUES (NEW.operator_attempt_id, NEW.id, NEW.company_id, NEW.is_test_data, coalesce(NEW.operator, ''), NEW.phone,
              'sending', now())
      ON CONFLICT (id) DO NOTHING;
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.operator_attempt_id IS NULL THEN
    RETURN NULL;
  END IF;
  IF NEW.operator_reference IS DISTINCT FROM OLD.operator_reference
     OR NEW.operator_data IS DISTINCT FROM OLD.operator_data
     OR NEW.next_action IS DISTINCT FROM OLD.next_action THEN
    UPDATE payment_attempts
    SET status = CASE WHEN status IN ('sending', 'unknown') THEN 'sent' ELSE status END,
        operator_reference = NEW.operator_reference,
        answer = jsonb_build_object('operatorData', NEW.operator_data, 'nextAction', NEW.next_action),
        answered_at = coalesce(answered_at, now())
    WHERE id = NEW.operator_attempt_id;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('succeeded', 'failed', 'expired', 'cancelled') THEN
    UPDATE payment_attempts
    SET status = NEW.status, failure = NEW.failure, finished_at = now()
    WHERE id = NEW.operator_attempt_id AND status <> 'succeeded';
  END IF;
  RETURN NULL;
END $$;

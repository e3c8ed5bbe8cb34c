CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"operator" text NOT NULL,
	"phone" text,
	"status" text NOT NULL,
	"operator_reference" text,
	"answer" jsonb,
	"failure" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_payment_idx" ON "payment_attempts" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_open" ON "payment_attempts" USING btree ("payment_id") WHERE "payment_attempts"."status" in ('sending', 'sent', 'unknown');--> statement-breakpoint
-- The attempts are kept from the payment's own writes (see db/schema/attempts.ts): the engine
-- stores a payment's current attempt id, the operator's answer and the outcome on the payment,
-- and these triggers mirror each of those writes onto the attempt's row in the same statement.
CREATE FUNCTION payment_attempt_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A payment is stored before its operator is called ('sending'); the demo history stores
  -- payments that are already final, and their attempt with them.
  INSERT INTO payment_attempts (id, payment_id, company_id, is_test_data, operator, phone, status, operator_reference,
                                answer, failure, created_at, answered_at, finished_at)
  VALUES (NEW.operator_attempt_id, NEW.id, NEW.company_id, NEW.is_test_data, coalesce(NEW.operator, ''), NEW.phone,
          CASE
            WHEN NEW.status = 'pending' THEN 'sending'
            WHEN NEW.status IN ('failed', 'expired', 'cancelled') THEN NEW.status
            ELSE 'succeeded'
          END,
          NEW.operator_reference,
          CASE WHEN NEW.operator_reference IS NOT NULL
               THEN jsonb_build_object('operatorData', NEW.operator_data, 'nextAction', NEW.next_action) END,
          NEW.failure, NEW.created_at,
          CASE WHEN NEW.operator_reference IS NOT NULL THEN NEW.created_at END,
          CASE WHEN NEW.status <> 'pending' THEN NEW.updated_at END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION payment_attempt_moved() RETURNS trigger LANGUAGE plpgsql AS $$
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
              'sending', now());
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
--> statement-breakpoint
CREATE TRIGGER payment_attempt_opened AFTER INSERT ON transactions
  FOR EACH ROW WHEN (NEW.operator_attempt_id IS NOT NULL) EXECUTE FUNCTION payment_attempt_opened();
--> statement-breakpoint
CREATE TRIGGER payment_attempt_moved
  AFTER UPDATE OF operator_attempt_id, operator_reference, operator_data, next_action, status ON transactions
  FOR EACH ROW WHEN (NEW.operator_attempt_id IS NOT NULL OR OLD.operator_attempt_id IS NOT NULL)
  EXECUTE FUNCTION payment_attempt_moved();
--> statement-breakpoint
-- Payments made before attempts were rows: one attempt each, as far as the payment says it got.
INSERT INTO payment_attempts (id, payment_id, company_id, is_test_data, operator, phone, status, operator_reference,
                              answer, failure, created_at, answered_at, finished_at)
SELECT operator_attempt_id, id, company_id, is_test_data, coalesce(operator, ''), phone,
       CASE
         WHEN status IN ('succeeded', 'failed', 'expired', 'cancelled') THEN status
         WHEN status = 'pending' AND (operator_reference IS NOT NULL OR next_action IS NOT NULL) THEN 'sent'
         WHEN status = 'pending' THEN 'unknown'
         ELSE 'succeeded'
       END,
       operator_reference,
       CASE WHEN operator_reference IS NOT NULL OR next_action IS NOT NULL
            THEN jsonb_build_object('operatorData', operator_data, 'nextAction', next_action) END,
       failure, created_at,
       CASE WHEN operator_reference IS NOT NULL OR next_action IS NOT NULL THEN created_at END,
       CASE WHEN status <> 'pending' THEN updated_at END
FROM transactions WHERE operator_attempt_id IS NOT NULL;

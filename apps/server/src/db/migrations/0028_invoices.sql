-- Invoices (docs/INVOICES.md): the invoices, their numbers' sequences, their timeline and their
-- credit notes; a payment may be a part of an invoice (transactions.invoice_id); the companies'
-- numbering (prefix, yearly or running); invoice.* and credit_note.* events are about no payment.
-- At the end, the trigger that keeps an invoice's amount paid and state in the very statement that
-- marks one of its parts paid, so no crash between the two can leave them apart.
CREATE TABLE "credit_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"payment_id" text,
	"refund_key" text,
	"amount" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"next_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"error" jsonb,
	"fne_number" text,
	"fne_verification_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"certified_at" timestamp with time zone,
	CONSTRAINT "credit_notes_status" CHECK ("credit_notes"."status" IN ('pending', 'certified', 'failed', 'held')),
	CONSTRAINT "credit_notes_amount" CHECK ("credit_notes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"told_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_sequences_company_id_is_test_data_year_pk" PRIMARY KEY("company_id","is_test_data","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"client_id" text NOT NULL,
	"client_name" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"template" text NOT NULL,
	"client_ncc" text,
	"lines" jsonb NOT NULL,
	"discount_percent" double precision DEFAULT 0 NOT NULL,
	"total_ht" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"discounted_ht" bigint NOT NULL,
	"taxes" jsonb NOT NULL,
	"total_vat" bigint NOT NULL,
	"total_ttc" bigint NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"minimum_part" bigint,
	"due_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"number" text,
	"sequence_year" integer,
	"sequence" integer,
	"certification_status" text DEFAULT 'not_required' NOT NULL,
	"certification_next_at" timestamp with time zone,
	"certification_attempts" integer DEFAULT 0 NOT NULL,
	"certification_sent_at" timestamp with time zone,
	"certification_error" jsonb,
	"fne_number" text,
	"fne_verification_url" text,
	"fne_invoice_id" text,
	"fne_item_ids" jsonb,
	"certified_at" timestamp with time zone,
	"overdue_told_at" timestamp with time zone,
	"void_reason" text,
	"created_by" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "invoices_state" CHECK ("invoices"."state" IN ('draft', 'open', 'partially_paid', 'paid', 'void')),
	CONSTRAINT "invoices_template" CHECK ("invoices"."template" IN ('B2B', 'B2C', 'B2G')),
	CONSTRAINT "invoices_certification_status" CHECK ("invoices"."certification_status" IN ('not_required', 'pending', 'certified', 'failed', 'held')),
	CONSTRAINT "invoices_numbered_once_issued" CHECK (("invoices"."state" = 'draft') = ("invoices"."number" IS NULL)),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."total_ttc" > 0 AND "invoices"."amount_paid" >= 0 AND "invoices"."total_ht" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_about_a_payment";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invoice_prefix" text DEFAULT 'FAC-' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invoice_numbering" text DEFAULT 'yearly' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_activity" ADD CONSTRAINT "invoice_activity_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_key" ON "credit_notes" USING btree ("refund_key") WHERE "credit_notes"."refund_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_notes_due_idx" ON "credit_notes" USING btree ("next_at") WHERE "credit_notes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "invoice_activity_invoice_idx" ON "invoice_activity" USING btree ("invoice_id","at");--> statement-breakpoint
CREATE INDEX "invoice_activity_untold_idx" ON "invoice_activity" USING btree ("at") WHERE "invoice_activity"."told_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_scope_number_key" ON "invoices" USING btree ("company_id","is_test_data","number") WHERE "invoices"."number" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_scope_idempotency_key" ON "invoices" USING btree ("company_id","is_test_data","idempotency_key") WHERE "invoices"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_scope_created_idx" ON "invoices" USING btree ("company_id","is_test_data","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoices_overdue_untold_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."overdue_told_at" IS NULL AND "invoices"."state" IN ('open', 'partially_paid');--> statement-breakpoint
CREATE INDEX "invoices_certification_due_idx" ON "invoices" USING btree ("certification_next_at") WHERE "invoices"."certification_status" = 'pending';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_invoice_idx" ON "transactions" USING btree ("invoice_id") WHERE "transactions"."invoice_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_about_a_payment" CHECK ("payment_events"."payment_id" IS NOT NULL OR "payment_events"."type" = 'operator.status_changed' OR "payment_events"."type" LIKE 'payout%' OR "payment_events"."type" LIKE 'payment_link.%' OR "payment_events"."type" LIKE 'invoice.%' OR "payment_events"."type" LIKE 'credit_note.%');--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_part_paid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_payable boolean;
  invoice invoices%ROWTYPE;
BEGIN
  SELECT state IN ('open', 'partially_paid') INTO was_payable FROM invoices WHERE id = NEW.invoice_id FOR UPDATE;
  -- In SET, the columns are the row before the update: the state moves only from open or
  -- partially paid (money arriving on a void invoice is counted, and left for a person to refund).
  UPDATE invoices SET
    amount_paid = amount_paid + NEW.amount,
    state = CASE WHEN state IN ('open', 'partially_paid')
      THEN CASE WHEN amount_paid + NEW.amount >= total_ttc THEN 'paid' ELSE 'partially_paid' END
      ELSE state END,
    paid_at = CASE WHEN state IN ('open', 'partially_paid') AND amount_paid + NEW.amount >= total_ttc
      THEN NEW.paid_at ELSE paid_at END,
    updated_at = now()
  WHERE id = NEW.invoice_id
  RETURNING * INTO invoice;
  INSERT INTO invoice_activity (id, invoice_id, kind, data, at) VALUES (
    'iact_' || replace(gen_random_uuid()::text, '-', ''), NEW.invoice_id, 'part_paid',
    jsonb_build_object('paymentId', NEW.id, 'code', NEW.code, 'amount', NEW.amount::text,
      'operator', coalesce(NEW.operator, ''), 'amountPaid', invoice.amount_paid::text, 'state', invoice.state),
    NEW.paid_at);
  IF was_payable AND invoice.state = 'paid' THEN
    INSERT INTO invoice_activity (id, invoice_id, kind, data, at) VALUES (
      'iact_' || replace(gen_random_uuid()::text, '-', ''), NEW.invoice_id, 'paid',
      jsonb_build_object('amountPaid', invoice.amount_paid::text), NEW.paid_at + interval '1 millisecond');
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_invoice_part_paid AFTER UPDATE OF paid_at ON transactions FOR EACH ROW
  WHEN (OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL AND NEW.invoice_id IS NOT NULL)
  EXECUTE FUNCTION invoice_part_paid();
--> statement-breakpoint
-- A refund of an invoice's part, once it succeeded, asks for a credit note (docs/INVOICES.md §
-- Credit notes): written by the statement that records the refund's success, once per refund.
CREATE OR REPLACE FUNCTION invoice_refund_credit_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO credit_notes (id, invoice_id, company_id, is_test_data, payment_id, refund_key, amount, reason, items, status, next_at)
  SELECT 'cn_' || replace(gen_random_uuid()::text, '-', ''), t.invoice_id, t.company_id, t.is_test_data, t.id, NEW.id,
    NEW.amount, NEW.reason, '[]'::jsonb, 'pending', now()
  FROM transactions t WHERE t.id = NEW.payment_id AND t.invoice_id IS NOT NULL
  ON CONFLICT (refund_key) WHERE refund_key IS NOT NULL DO NOTHING;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER refunds_invoice_credit_note AFTER INSERT OR UPDATE OF status ON refunds FOR EACH ROW
  WHEN (NEW.status = 'succeeded')
  EXECUTE FUNCTION invoice_refund_credit_note();

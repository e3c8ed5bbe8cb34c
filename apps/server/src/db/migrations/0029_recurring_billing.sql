-- Reminders and recurring billing (docs/INVOICES.md): an invoice's language and reminder schedule
-- with when its next reminder goes; recurring plans and the cycles they issued (one row per
-- cycle, its key making each cycle issue once). The part-paid trigger now also stops an invoice's
-- reminders once it is paid, in the same statement.
CREATE TABLE "recurring_plan_cycles" (
	"plan_id" text NOT NULL,
	"cycle" integer NOT NULL,
	"date" date NOT NULL,
	"invoice_id" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_plan_cycles_plan_id_cycle_pk" PRIMARY KEY("plan_id","cycle")
);
--> statement-breakpoint
CREATE TABLE "recurring_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"is_test_data" boolean NOT NULL,
	"client_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"template" text NOT NULL,
	"client_ncc" text,
	"lines" jsonb NOT NULL,
	"discount_percent" double precision DEFAULT 0 NOT NULL,
	"minimum_part" bigint,
	"notes" text DEFAULT '' NOT NULL,
	"interval" text NOT NULL,
	"custom_every" jsonb,
	"start_date" date NOT NULL,
	"end_date" date,
	"cycles" integer,
	"due_days" integer DEFAULT 7 NOT NULL,
	"channels" text[] DEFAULT '{email,whatsapp}' NOT NULL,
	"reminder_schedule" jsonb,
	"language" text DEFAULT 'fr' NOT NULL,
	"cycles_issued" integer DEFAULT 0 NOT NULL,
	"next_cycle_date" date,
	"created_by" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paused_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "recurring_plans_status" CHECK ("recurring_plans"."status" IN ('active', 'paused', 'cancelled', 'ended')),
	CONSTRAINT "recurring_plans_interval" CHECK ("recurring_plans"."interval" IN ('week', 'month', 'term', 'custom'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminder_schedule" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "next_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recurring_plan_cycles" ADD CONSTRAINT "recurring_plan_cycles_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plan_cycles" ADD CONSTRAINT "recurring_plan_cycles_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_plan_cycles_unsent_idx" ON "recurring_plan_cycles" USING btree ("created_at") WHERE "recurring_plan_cycles"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "recurring_plans_scope_created_idx" ON "recurring_plans" USING btree ("company_id","is_test_data","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recurring_plans_due_idx" ON "recurring_plans" USING btree ("next_cycle_date") WHERE "recurring_plans"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_plans_scope_idempotency_key" ON "recurring_plans" USING btree ("company_id","is_test_data","idempotency_key") WHERE "recurring_plans"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_reminder_due_idx" ON "invoices" USING btree ("next_reminder_at") WHERE "invoices"."next_reminder_at" IS NOT NULL;--> statement-breakpoint
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
    next_reminder_at = CASE WHEN amount_paid + NEW.amount >= total_ttc THEN NULL ELSE next_reminder_at END,
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

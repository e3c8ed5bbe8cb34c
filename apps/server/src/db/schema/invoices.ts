import type { InvoiceLine, InvoiceLineRequest, InvoiceTax, RecurringEvery, ReminderSchedule } from "@payflow/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { clients } from "./clients";
import { companies } from "./companies";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const money = (name: string) => bigint(name, { mode: "number" });

/**
 * Invoices (`inv_…`, docs/INVOICES.md): a business's invoice to one of its clients, numbered when
 * issued, certified by the tax office's platform (FNE) and paid in parts, each part a payment
 * (`transactions.invoice_id`). Per company and mode like every money row. The lines and totals
 * are computed once by the contracts' computeInvoiceTotals and stored as computed; they change
 * only while a draft. `amount_paid` is kept by the database itself, in the statement that marks a
 * part paid (migration 0028's trigger), so it always equals the sum of its paid parts.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id),
    /** The client's name as invoiced: copied from the client when saved, frozen once issued. */
    clientName: text("client_name").notNull(),
    /** draft | open | partially_paid | paid | void */
    state: text("state").notNull().default("draft"),
    /** B2B | B2C | B2G */
    template: text("template").notNull(),
    clientNcc: text("client_ncc"),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    discountPercent: doublePrecision("discount_percent").notNull().default(0),
    totalHt: money("total_ht").notNull(),
    discountAmount: money("discount_amount").notNull(),
    discountedHt: money("discounted_ht").notNull(),
    taxes: jsonb("taxes").$type<InvoiceTax[]>().notNull(),
    totalVat: money("total_vat").notNull(),
    totalTtc: money("total_ttc").notNull(),
    /** The sum of its paid parts' amounts (a part refunded later stays paid: a credit note corrects it). */
    amountPaid: money("amount_paid").notNull().default(0),
    minimumPart: money("minimum_part"),
    dueDate: date("due_date", { mode: "string" }),
    notes: text("notes").notNull().default(""),
    /** The company's number (FAC-2026-000042) and the sequence it came from; null while a draft. */
    number: text("number"),
    sequenceYear: integer("sequence_year"),
    sequence: integer("sequence"),
    /** not_required | pending | certified | failed | held (docs/INVOICES.md § Certification) */
    certificationStatus: text("certification_status").notNull().default("not_required"),
    /** When the certification queue may next try (pending), and how many tries it made. */
    certificationNextAt: ts("certification_next_at"),
    certificationAttempts: integer("certification_attempts").notNull().default(0),
    /** Set while a call to the platform is under way: a call that never came back is never sent again by itself. */
    certificationSentAt: ts("certification_sent_at"),
    /** The platform's last refusal or why it is held: { code, message }. */
    certificationError: jsonb("certification_error").$type<{ code: string; message: string }>(),
    fneNumber: text("fne_number"),
    fneVerificationUrl: text("fne_verification_url"),
    /** The platform's id of the certified invoice and of each line, in order: a credit note names them. */
    fneInvoiceId: text("fne_invoice_id"),
    fneItemIds: jsonb("fne_item_ids").$type<string[]>(),
    certifiedAt: ts("certified_at"),
    /** The client's language: its messages' and its PDF's. */
    language: text("language").notNull().default("fr"),
    /** When the client is reminded (docs/INVOICES.md § Reminders); null: never. */
    reminderSchedule: jsonb("reminder_schedule").$type<ReminderSchedule>(),
    remindersSent: integer("reminders_sent").notNull().default(0),
    /** When the reminders' round next looks at it; null: no reminder to come (none planned, paid or void). */
    nextReminderAt: ts("next_reminder_at"),
    /** When invoice.overdue was told (once per invoice). */
    overdueToldAt: ts("overdue_told_at"),
    voidReason: text("void_reason"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    openedAt: ts("opened_at"),
    paidAt: ts("paid_at"),
    voidedAt: ts("voided_at"),
  },
  (t) => [
    uniqueIndex("invoices_scope_number_key")
      .on(t.companyId, t.isTestData, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    uniqueIndex("invoices_scope_idempotency_key")
      .on(t.companyId, t.isTestData, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index("invoices_scope_created_idx").on(
      t.companyId,
      t.isTestData,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("invoices_client_idx").on(t.clientId),
    // The follower's look for invoices newly overdue: only those waiting for money, not yet told.
    index("invoices_overdue_untold_idx")
      .on(t.dueDate)
      .where(sql`${t.overdueToldAt} IS NULL AND ${t.state} IN ('open', 'partially_paid')`),
    index("invoices_reminder_due_idx")
      .on(t.nextReminderAt)
      .where(sql`${t.nextReminderAt} IS NOT NULL`),
    // The certification queue's claim: only the pending ones.
    index("invoices_certification_due_idx").on(t.certificationNextAt).where(sql`${t.certificationStatus} = 'pending'`),
    check("invoices_state", sql`${t.state} IN ('draft', 'open', 'partially_paid', 'paid', 'void')`),
    check("invoices_template", sql`${t.template} IN ('B2B', 'B2C', 'B2G')`),
    check(
      "invoices_certification_status",
      sql`${t.certificationStatus} IN ('not_required', 'pending', 'certified', 'failed', 'held')`,
    ),
    check("invoices_numbered_once_issued", sql`(${t.state} = 'draft') = (${t.number} IS NULL)`),
    check("invoices_amounts", sql`${t.totalTtc} > 0 AND ${t.amountPaid} >= 0 AND ${t.totalHt} >= 0`),
  ],
);

/**
 * The last number given per company, mode and year (0 for a running sequence): the row is locked
 * by the transaction that issues an invoice, so numbers are given one at a time, with no gap
 * (the number and the invoice commit together) and never twice.
 */
export const invoiceSequences = pgTable(
  "invoice_sequences",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.isTestData, t.year] })],
);

/** What happened to an invoice, for its timeline: created, issued, certified, sent, reminded, paid… */
export const invoiceActivity = pgTable(
  "invoice_activity",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    data: jsonb("data").$type<Record<string, string>>().notNull().default({}),
    /** Parts paid are told as events by the invoices' follower (null: not yet). */
    toldAt: ts("told_at"),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [
    index("invoice_activity_invoice_idx").on(t.invoiceId, t.at),
    index("invoice_activity_untold_idx").on(t.at).where(sql`${t.toldAt} IS NULL`),
  ],
);

/**
 * Credit notes (`cn_…`): the certified correction of an issued invoice, for a refund of one of its
 * parts. The lines credited (their index on the invoice and how many) are what the platform is
 * sent; their TTC is the amount credited.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    /** The refunded payment it follows; unique: one credit note per refund. */
    paymentId: text("payment_id"),
    refundKey: text("refund_key"),
    amount: money("amount").notNull(),
    reason: text("reason").notNull().default(""),
    items: jsonb("items").$type<{ line: number; quantity: number }[]>().notNull(),
    /** pending | certified | failed | held, as an invoice's certification. */
    status: text("status").notNull().default("pending"),
    nextAt: ts("next_at"),
    attempts: integer("attempts").notNull().default(0),
    sentAt: ts("sent_at"),
    error: jsonb("error").$type<{ code: string; message: string }>(),
    fneNumber: text("fne_number"),
    fneVerificationUrl: text("fne_verification_url"),
    createdAt: ts("created_at").notNull().defaultNow(),
    certifiedAt: ts("certified_at"),
  },
  (t) => [
    index("credit_notes_invoice_idx").on(t.invoiceId),
    uniqueIndex("credit_notes_refund_key").on(t.refundKey).where(sql`${t.refundKey} IS NOT NULL`),
    index("credit_notes_due_idx").on(t.nextAt).where(sql`${t.status} = 'pending'`),
    check("credit_notes_status", sql`${t.status} IN ('pending', 'certified', 'failed', 'held')`),
    check("credit_notes_amount", sql`${t.amount} > 0`),
  ],
);

/**
 * Recurring plans (`rplan_…`, docs/INVOICES.md § Recurring billing): a client billed again every
 * cycle. Each cycle's invoice is recorded in recurring_plan_cycles, whose key (plan, cycle) is
 * what makes a cycle issue once and only once, whatever the retries and the instances.
 */
export const recurringPlans = pgTable(
  "recurring_plans",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id),
    /** active | paused | cancelled | ended */
    status: text("status").notNull().default("active"),
    template: text("template").notNull(),
    clientNcc: text("client_ncc"),
    /** The lines as asked (the invoice computes its totals from them each cycle). */
    lines: jsonb("lines").$type<InvoiceLineRequest[]>().notNull(),
    discountPercent: doublePrecision("discount_percent").notNull().default(0),
    minimumPart: money("minimum_part"),
    notes: text("notes").notNull().default(""),
    /** week | month | term | custom */
    interval: text("interval").notNull(),
    customEvery: jsonb("custom_every").$type<RecurringEvery>(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    cycles: integer("cycles"),
    dueDays: integer("due_days").notNull().default(7),
    channels: text("channels").array().notNull().default(sql`'{email,whatsapp}'`),
    reminderSchedule: jsonb("reminder_schedule").$type<ReminderSchedule>(),
    language: text("language").notNull().default("fr"),
    cyclesIssued: integer("cycles_issued").notNull().default(0),
    /** The next cycle's date while active or paused; the runner issues every cycle whose date has come. */
    nextCycleDate: date("next_cycle_date", { mode: "string" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    pausedAt: ts("paused_at"),
    cancelledAt: ts("cancelled_at"),
  },
  (t) => [
    index("recurring_plans_scope_created_idx").on(
      t.companyId,
      t.isTestData,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("recurring_plans_due_idx")
      .on(t.nextCycleDate)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex("recurring_plans_scope_idempotency_key")
      .on(t.companyId, t.isTestData, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    check("recurring_plans_status", sql`${t.status} IN ('active', 'paused', 'cancelled', 'ended')`),
    check("recurring_plans_interval", sql`${t.interval} IN ('week', 'month', 'term', 'custom')`),
  ],
);

/** One row per cycle issued: its invoice, and when it was sent (null: still to send). */
export const recurringPlanCycles = pgTable(
  "recurring_plan_cycles",
  {
    planId: text("plan_id")
      .notNull()
      .references(() => recurringPlans.id),
    cycle: integer("cycle").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id),
    sentAt: ts("sent_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.cycle] }),
    index("recurring_plan_cycles_unsent_idx")
      .on(t.createdAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

import type { PaymentLinkFields } from "@payflow/contracts";
import { PAYMENT_AMOUNT_MAX, PAYMENT_AMOUNT_MIN } from "@payflow/contracts/rules";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A payment amount's bounds as SQL (the contracts' PAYMENT_AMOUNT_MIN and _MAX). */
const inPaymentBounds = (column: unknown) =>
  sql`${column} BETWEEN ${sql.raw(String(PAYMENT_AMOUNT_MIN))} AND ${sql.raw(String(PAYMENT_AMOUNT_MAX))}`;

/**
 * Payment links (`plink_…`, docs/API.md § Payment links): a reusable request for money a
 * business posts once; each payer's visit makes its own payment (`transactions.payment_link_id`).
 * Per company and mode like every money row; the slug (its address /l/<slug>) is unique across
 * the installation. Never deleted: a deactivated link keeps its payments' history.
 */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    imageUrl: text("image_url"),
    /** fixed | payer_chooses */
    amountType: text("amount_type").notNull(),
    /** A fixed link's amount, integer XOF (times the quantity when it sells quantities). */
    amount: bigint("amount", { mode: "number" }),
    /** payer_chooses: the bounds of the payer's amount (the payment bounds when null). */
    minAmount: bigint("min_amount", { mode: "number" }),
    maxAmount: bigint("max_amount", { mode: "number" }),
    suggestedAmounts: bigint("suggested_amounts", { mode: "number" }).array().notNull().default(sql`'{}'`),
    /** Fixed links only: the payer chooses a quantity from 1 to this. */
    quantityMax: integer("quantity_max"),
    /** The operators offered to the payer; empty: all. */
    operators: text("operators").array().notNull().default(sql`'{}'`),
    /** What the payer is asked: name, phone, email, note — each off, optional or required. */
    fields: jsonb("fields").$type<PaymentLinkFields>().notNull(),
    noteLabel: text("note_label").notNull().default(""),
    active: boolean("active").notNull().default(true),
    expiresAt: ts("expires_at"),
    /** Once this many payments are paid or under way, the link takes no more. */
    maxPayments: integer("max_payments"),
    successMessage: text("success_message").notNull().default(""),
    returnUrl: text("return_url"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The merchant API's Idempotency-Key it was created under: a retry after a crash finds it. */
    idempotencyKey: text("idempotency_key"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    deactivatedAt: ts("deactivated_at"),
  },
  (t) => [
    uniqueIndex("payment_links_slug_key").on(t.slug),
    uniqueIndex("payment_links_scope_idempotency_key")
      .on(t.companyId, t.isTestData, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    // Lists: newest first within a company and mode, keyset on (created_at, id).
    index("payment_links_scope_created_idx").on(
      t.companyId,
      t.isTestData,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check("payment_links_slug_format", sql`${t.slug} ~ '^[a-z0-9-]{3,40}$'`),
    check("payment_links_amount_type", sql`${t.amountType} IN ('fixed', 'payer_chooses')`),
    check(
      "payment_links_amounts_in_bounds",
      sql`(${t.amount} IS NULL OR ${inPaymentBounds(t.amount)})
        AND (${t.minAmount} IS NULL OR ${inPaymentBounds(t.minAmount)})
        AND (${t.maxAmount} IS NULL OR ${inPaymentBounds(t.maxAmount)})`,
    ),
    check(
      "payment_links_fixed_has_amount",
      sql`${t.amountType} <> 'fixed' OR (${t.amount} IS NOT NULL AND ${t.minAmount} IS NULL AND ${t.maxAmount} IS NULL
        AND ${inPaymentBounds(sql`${t.amount} * coalesce(${t.quantityMax}, 1)`)})`,
    ),
    check(
      "payment_links_payer_chooses_bounds",
      sql`${t.amountType} <> 'payer_chooses' OR (${t.amount} IS NULL AND ${t.quantityMax} IS NULL
        AND coalesce(${t.minAmount}, ${sql.raw(String(PAYMENT_AMOUNT_MIN))}) <= coalesce(${t.maxAmount}, ${sql.raw(String(PAYMENT_AMOUNT_MAX))}))`,
    ),
    check(
      "payment_links_suggested_in_bounds",
      sql`${sql.raw(String(PAYMENT_AMOUNT_MIN))} <= ALL(${t.suggestedAmounts}) AND ${sql.raw(String(PAYMENT_AMOUNT_MAX))} >= ALL(${t.suggestedAmounts})`,
    ),
    check("payment_links_quantity_max_positive", sql`${t.quantityMax} IS NULL OR ${t.quantityMax} >= 1`),
    check("payment_links_max_payments_positive", sql`${t.maxPayments} IS NULL OR ${t.maxPayments} >= 1`),
  ],
);

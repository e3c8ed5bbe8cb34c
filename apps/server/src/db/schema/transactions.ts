import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { clients } from "./clients";
import { companies } from "./companies";
import { paymentAccounts } from "./payment-accounts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Spec §3 Transaction. Money rows are never hard-deleted: a deleted client or account leaves
 * its transactions with a null reference.
 */
export const transactions = pgTable(
  "transactions",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    /** The staff member who created it (spec's user_id). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    clientId: text("client_id").references(() => clients.id, { onDelete: "set null" }),
    paymentAccountId: text("payment_account_id").references(() => paymentAccounts.id, { onDelete: "set null" }),
    /** Integer XOF (no minor unit). */
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("XOF"),
    status: text("status").notNull().default("pending"),
    type: text("type").notNull().default("payment"),
    description: text("description").notNull().default(""),
    operatorTransactionId: text("operator_transaction_id"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    isTestData: boolean("is_test_data").notNull().default(true),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("transactions_company_created_idx").on(t.companyId, t.createdAt.desc()),
    index("transactions_client_created_idx").on(t.clientId, t.createdAt.desc()),
    check("transactions_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * The built-in operator sandboxes' own state (checkout sessions, tokens, reference ids), in
 * PostgreSQL so that every app instance's sandbox sees the same operator, as a real one would.
 * Test mode only; never read by the payments engine.
 */
export const sandboxRecords = pgTable(
  "sandbox_records",
  {
    operator: text("operator").notNull(),
    /** The operator's id for the record (Wave session id, MTN reference id, Orange pay_token…). */
    key: text("key").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operator, t.key] })],
);

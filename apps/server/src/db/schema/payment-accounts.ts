import { sql } from "drizzle-orm";
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** docs/PRODUCT.md §3 Payment account: the company's mobile-money wallets and bank accounts. */
export const paymentAccounts = pgTable(
  "payment_accounts",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    /** Who added it (user_id); the company owns it. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The nickname staff see in lists and pickers. */
    accountName: text("account_name").notNull(),
    /** The account's legal holder, as the bank knows it: what a payer types for a transfer ("" for a wallet). */
    holderName: text("holder_name").notNull().default(""),
    operatorBank: text("operator_bank").notNull(),
    accountNumberPhone: text("account_number_phone").notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("payment_accounts_company_idx").on(t.companyId, t.createdAt),
    // docs/PRODUCT.md §4: at most one primary per company, enforced by the database.
    uniqueIndex("payment_accounts_single_primary").on(t.companyId).where(sql`${t.isPrimary}`),
  ],
);

/**
 * The operator credentials a company's live payments use (docs/OPERATORS.md), one row per
 * operator, the whole set AES-256-GCM encrypted (lib/secret-box.ts). Never stored in clear.
 */
export const operatorCredentials = pgTable(
  "operator_credentials",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    operator: text("operator").notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of the JSON field → value map. */
    encrypted: text("encrypted").notNull(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.operator] })],
);

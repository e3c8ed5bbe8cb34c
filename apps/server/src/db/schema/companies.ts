import type { AccountingAccounts, PayoutSettings, Preferences } from "@payflow/contracts";
import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** The tenant. Every business table carries company_id. */
export const companies = pgTable(
  "companies",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** The installation's default company: public registrations land here. */
    isDefault: boolean("is_default").notNull().default(false),
    /** Commission in basis points (250 = 2.5 %): integers, never floats, for money rules. */
    commissionBps: integer("commission_bps").notNull().default(250),
    /** Days between a successful payment and its settlement. */
    paymentDelayDays: integer("payment_delay_days").notNull().default(2),
    /** The chart of accounts of its accounting export; null: the documented defaults (docs/LEDGER.md). */
    accountingAccounts: jsonb("accounting_accounts").$type<AccountingAccounts>(),
    /** Payout approval threshold and limits; null: the defaults (contracts' DEFAULT_PAYOUT_SETTINGS). */
    payoutSettings: jsonb("payout_settings").$type<PayoutSettings>(),
    /**
     * A change of the payout settings above the bound one person may make alone, waiting for a
     * second approver (docs/PAYOUTS.md § Four eyes): { settings, proposedBy, proposedAt }.
     */
    payoutSettingsProposal: jsonb("payout_settings_proposal").$type<{
      settings: PayoutSettings;
      proposedBy: string;
      proposedAt: string;
    }>(),
    /** Its logo, an https picture of its own, shown on its payment links' pages (null: none). */
    logoUrl: text("logo_url"),
    /** Its invoices' numbers: the prefix, and a yearly or running sequence (docs/INVOICES.md § Numbering). */
    invoicePrefix: text("invoice_prefix").notNull().default("FAC-"),
    invoiceNumbering: text("invoice_numbering").notNull().default("yearly"),
    /**
     * The websites (origins such as https://shop.example) that may show its checkout in
     * payflow.js's overlay (docs/API.md § payflow.js): the checkout page's frame-ancestors and the
     * checkout API's CORS. Empty: no site may frame it.
     */
    checkoutOrigins: text("checkout_origins").array().notNull().default(sql`'{}'::text[]`),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  // At most one default company, enforced by the database.
  (t) => [uniqueIndex("companies_single_default").on(t.isDefault).where(sql`${t.isDefault}`)],
);

export const DEFAULT_PREFERENCES: Preferences = {
  darkMode: false,
  emailNotifications: true,
  whatsappNotifications: true,
  timeZone: "GMT+00:00",
  language: "fr",
};

/** docs/PRODUCT.md §3 Profile: what PayFlow knows about a user beyond the auth identity. */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  companyId: text("company_id")
    .notNull()
    .references(() => companies.id),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  /** The company label the person typed (docs/PRODUCT.md §3 Profile); the tenant is company_id. */
  company: text("company").notNull().default(""),
  role: text("role").notNull().default("client"),
  status: text("status").notNull().default("active"),
  preferences: jsonb("preferences").$type<Preferences>().notNull().default(DEFAULT_PREFERENCES),
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** docs/PRODUCT.md §3 Client: a business customer, optionally with a portal login (user_id). */
export const clients = pgTable(
  "clients",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    contactPerson: text("contact_person").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    status: text("status").notNull().default("active"),
    /**
     * Made up for test mode (the demo history): left out of live lists, counts and payments.
     * A real client is not tied to a mode — the same business pays in test and in live.
     */
    isTestData: boolean("is_test_data").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("clients_company_idx").on(t.companyId),
    // One client record per portal login.
    uniqueIndex("clients_user_unique").on(t.userId).where(sql`${t.userId} IS NOT NULL`),
    // A client email is unique within a company (empty means none given).
    uniqueIndex("clients_company_email_unique").on(t.companyId, sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
  ],
);

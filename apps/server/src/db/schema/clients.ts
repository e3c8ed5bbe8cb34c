import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Spec §3 Client: a business customer, optionally with a portal login (user_id). */
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
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("clients_company_idx").on(t.companyId), index("clients_user_idx").on(t.userId)],
);

import { bigserial, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Messages sent from the public contact form. The public site has no tenant, so they belong
 * to the installation's default company, whose support staff answer them.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    /** Newest first is by seq, exact even for messages received in the same instant. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The sender's address, kept for abuse handling (rate limits are per address). */
    ipAddress: text("ip_address"),
    handled: boolean("handled").notNull().default(false),
    handledAt: ts("handled_at"),
    handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("contact_messages_company_seq_idx").on(t.companyId, t.seq.desc().nullsFirst())],
);

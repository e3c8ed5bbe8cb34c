import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** In-app notifications, per user, newest first, at most 50 kept (NOTIFICATIONS_KEPT in contracts). */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    /** Insertion order: newest first is by seq, exact even for rows made in one transaction. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    type: text("type").notNull().default("general"),
    titleKey: text("title_key").notNull(),
    messageKey: text("message_key").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    read: boolean("read").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("notifications_user_seq_idx").on(t.userId, t.seq.desc().nullsFirst())],
);

/** Real sign-ins, for the home page's recent login sessions table. */
export const signIns = pgTable(
  "sign_ins",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("sign_ins_company_created_idx").on(t.companyId, t.createdAt.desc().nullsFirst())],
);

/**
 * Fixed-window counters for rate limits, in the database so that several app instances
 * share them.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: ts("window_start").notNull().default(sql`now()`),
});

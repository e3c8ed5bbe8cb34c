import type { Capability } from "@payflow/contracts";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "./companies";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Custom roles of a company (docs/PRODUCT.md §3 Role). System roles are built in, never stored. */
export const roles = pgTable(
  "roles",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Internal name: letters, digits, underscore; fixed after creation. */
    name: text("name").notNull(),
    displayName: text("display_name").notNull(),
    description: text("description").notNull().default(""),
    capabilities: jsonb("capabilities").$type<Capability[]>().notNull().default([]),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("roles_company_name").on(t.companyId, t.name)],
);

/** Who did what, when and from where: security-relevant changes, readable by admins. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Kept as text (no foreign key): the entry outlives a deleted actor. */
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("audit_log_company_created_idx").on(t.companyId, t.createdAt.desc().nullsFirst())],
);

/**
 * Every email PayFlow writes. Without SMTP the row is the only copy ("not sent"), and admins
 * read it in the dashboard; with SMTP the status says whether the server accepted it.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id").references(() => companies.id, { onDelete: "cascade" }),
    /** email or whatsapp: the outbox keeps both kinds of messages. */
    channel: text("channel").notNull().default("email"),
    /** The recipient: an email address, or for WhatsApp the number in international form (225…). */
    toEmail: text("to_email").notNull(),
    template: text("template").notNull(),
    language: text("language").notNull(),
    subject: text("subject").notNull(),
    /** The text with secrets (temporary passwords, links, codes) masked. */
    textBody: text("text_body").notNull(),
    /** The full email, AES-256-GCM sealed, kept only until delivered (null once sent). */
    sealed: text("sealed"),
    /** notSent (no SMTP configured), sent, failed. */
    status: text("status").notNull(),
    error: text("error"),
    createdAt: ts("created_at").notNull().defaultNow(),
    sentAt: ts("sent_at"),
  },
  (t) => [
    index("email_outbox_company_created_idx").on(t.companyId, t.createdAt.desc().nullsFirst()),
    index("email_outbox_to_idx").on(t.toEmail, t.createdAt.desc().nullsFirst()),
  ],
);

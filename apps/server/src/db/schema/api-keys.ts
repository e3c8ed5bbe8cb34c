import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A merchant API key, shared by the company's team: `sk_test_…` / `sk_live_…`. Stored as a
 * SHA-256 hash to authenticate, plus an AES-256-GCM copy because the API keys screen can reveal
 * it (audited; docs/API.md).
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    /** Who created it (user_id). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    mode: text("mode").notNull(),
    keyHash: text("key_hash").notNull(),
    keySealed: text("key_sealed").notNull(),
    last4: text("last4").notNull(),
    /**
     * A restricted key's scopes (docs/API.md § Keys and scopes); null for a standard key, which
     * may do whatever its maker may do in its mode. Either way never more than the maker.
     */
    scopes: text("scopes").array(),
    /**
     * The merchant API version it answers in (docs/API.md § Versions): the one current when it
     * was made; keys made before versions existed have the first one. `PayFlow-Version` overrides it.
     */
    apiVersion: text("api_version").notNull().default("2026-06-01"),
    lastUsedAt: ts("last_used_at"),
    /** Set when rolled: the old key keeps working until then. */
    expiresAt: ts("expires_at"),
    revokedAt: ts("revoked_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("api_keys_hash_key").on(t.keyHash),
    index("api_keys_company_created_idx").on(t.companyId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Idempotency-Key records of the merchant API: the first answer to a key is kept (at least
 * 24 h) and replayed; `in_progress` makes a concurrent identical request wait for it.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** Keys belong to the account and mode, not to one API key: a retry after a roll still replays. */
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    state: text("state").notNull().default("in_progress"),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: ts("created_at").notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.isTestData, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The merchant API's requests, per company and mode (docs/API.md § The CLI): what `payflow logs
 * tail` shows as it happens. Written in small batches after each answer (merchant-api/request-log.ts),
 * kept 7 days. No body and no key: the method, the address, the answer's status and code, the
 * time it took, and the request's id to find it in the server's logs.
 */
export const apiRequests = pgTable(
  "api_requests",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    companyId: text("company_id").notNull(),
    isTestData: boolean("is_test_data").notNull(),
    apiKeyId: text("api_key_id").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    /** The error's code when refused (snake_case as the API wrote it); null for a success. */
    errorCode: text("error_code"),
    durationMs: integer("duration_ms").notNull(),
    requestId: text("request_id").notNull(),
    createdAt: ts("created_at").notNull().default(sql`now()`),
  },
  (t) => [
    index("api_requests_scope_seq_idx").on(t.companyId, t.isTestData, t.seq),
    index("api_requests_created_idx").on(t.createdAt),
  ],
);

import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Tx } from "../db/client";
import { preparedPerDb, rawParam } from "../db/prepared";
import { idempotencyKeys } from "../db/schema";
import { AppError } from "../http/errors";
import type { AppEnv } from "../http/types";

// Idempotency-Key on every POST of the merchant API. The first answer (status and body) to a key
// is kept at least 24 h and replayed with `Idempotent-Replayed: true`; the same key with other
// parameters is refused (422 idempotency_key_reused). Two identical requests at the same moment:
// the second waits for the first's answer, so one payment is created. Keys are per company and
// mode, so a retry with a rolled key still replays.
// A key whose request never answered because its process died (kill -9, crash) would stay "in
// progress" for a day: once it is older than any request can last (the operator time limit and
// a margin), a retry takes it over and runs again (createOnce below). This table is the one
// place a retry is recognised.

const WAIT_MS = 10_000;
/** Beyond the operator time limit, how long a request may run before its key is taken over. */
const STALE_MARGIN_MS = 15_000;
const KEY_MAX = 255;

/** The request's fingerprint: method, path and the body with its keys in a stable order. */
function fingerprint(method: string, path: string, body: unknown): string {
  const stable = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(stable)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, stable((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash("sha256")
    .update(`${method} ${path} ${JSON.stringify(stable(body))}`)
    .digest("hex");
}

type Record_ = typeof idempotencyKeys.$inferSelect;

async function find(db: Tx, where: ReturnType<typeof and>): Promise<Record_ | null> {
  const [row] = await db.select().from(idempotencyKeys).where(where);
  return row ?? null;
}

export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    const caller = c.get("apiKey");
    if (c.req.method !== "POST" || key === undefined || !caller) return next();
    if (!key || key.length > KEY_MAX) throw new AppError("validationFailed", { field: "Idempotency-Key" });
    const db = c.get("deps").db;
    const text = await c.req.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const hash = fingerprint(c.req.method, c.req.path, body);
    const scope = { companyId: caller.companyId, isTestData: caller.mode === "test", key };
    const where = and(
      eq(idempotencyKeys.companyId, scope.companyId),
      eq(idempotencyKeys.isTestData, scope.isTestData),
      eq(idempotencyKeys.key, key),
    );
    const claimed = await claimQuery(db).execute({ ...scope, requestHash: hash });
    if (claimed.length === 0) {
      const staleMs = c.get("deps").config.PAYFLOW_OPERATOR_TIMEOUT_MS + STALE_MARGIN_MS;
      const stale = (row: Record_) => Date.now() - row.createdAt.getTime() > staleMs;
      let existing = await find(db, where);
      const deadline = Date.now() + WAIT_MS;
      while (
        existing?.state === "in_progress" &&
        existing.requestHash === hash &&
        !stale(existing) &&
        Date.now() < deadline
      ) {
        await sleep(50);
        existing = await find(db, where);
      }
      if (!existing) throw new AppError("idempotencyInProgress");
      if (existing.requestHash !== hash) throw new AppError("idempotencyKeyReused", { field: "Idempotency-Key" });
      if (existing.state === "done") {
        c.header("Idempotent-Replayed", "true");
        return c.json(existing.responseBody as object, existing.responseStatus as ContentfulStatusCode);
      }
      if (!(await takeOver(db, where, staleMs))) throw new AppError("idempotencyInProgress");
    }
    c.set("idempotencyKey", key);
    try {
      await next();
    } catch (error) {
      // Not answered: the key is free again for a retry.
      await db.delete(idempotencyKeys).where(where);
      throw error;
    }
    // Server errors are not kept (a retry may succeed); answers and refusals are.
    if (c.res.status >= 500) {
      await db.delete(idempotencyKeys).where(where);
      return;
    }
    const json = c.res.headers.get("content-type")?.includes("json") ? await c.res.clone().text() : "";
    await answeredQuery(db).execute({ ...scope, status: c.res.status, body: json || null });
  };
}

// Every keyed merchant POST runs both: built once, named (see db/prepared.ts).
const claimQuery = preparedPerDb((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      companyId: sql.placeholder("companyId"),
      isTestData: sql.placeholder("isTestData"),
      key: sql.placeholder("key"),
      requestHash: sql.placeholder("requestHash"),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare("payflow_idempotency_claim"),
);

const answeredQuery = preparedPerDb((db) =>
  db
    .update(idempotencyKeys)
    .set({
      state: "done",
      responseStatus: rawParam("status"),
      // The answer's JSON text as it is: jsonb parses it in PostgreSQL.
      responseBody: rawParam("body"),
    })
    .where(
      and(
        eq(idempotencyKeys.companyId, sql.placeholder("companyId")),
        eq(idempotencyKeys.isTestData, sql.placeholder("isTestData")),
        eq(idempotencyKeys.key, sql.placeholder("key")),
      ),
    )
    .prepare("payflow_idempotency_answered"),
);

/**
 * Takes over a key whose request has been in progress longer than any request lasts (its process
 * died). One UPDATE under the row's lock: of two retries at once, one gets it.
 */
async function takeOver(db: Tx, where: ReturnType<typeof and>, staleMs: number): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        where,
        eq(idempotencyKeys.state, "in_progress"),
        sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${staleMs / 1000})`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length === 1;
}

/**
 * Runs a creation under the request's Idempotency-Key. The key table above has already decided
 * this request runs; the resource's own copy of the key (transactions.idempotency_key, unique per
 * company and mode) is no second check, only the database's backstop for the one case the table
 * cannot see: a retry that took over the key of a process that died after creating. Its unique
 * index refuses the second creation, and the refusal is answered with what the dead process
 * made (`existing`), so a retry never makes a second payment and costs nothing on the way in.
 */
export async function createOnce<T>(create: () => Promise<T>, existing: () => Promise<T | null>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    const made = refusedByKey(error) ? await existing() : null;
    if (!made) throw error;
    return made;
  }
}

/** The unique index on (company, mode, idempotency_key) of transactions refused a row. */
function refusedByKey(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, constraint, cause } = current as { code?: string; constraint?: string; cause?: unknown };
    if (code === "23505" && constraint === "transactions_scope_idempotency_key") return true;
    current = cause;
  }
  return false;
}

/** Forgets keys older than a day and a bit (hourly maintenance). */
export async function purgeIdempotencyKeys(db: Tx): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - interval '25 hours'`);
}

import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
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
// a margin), a retry takes it over and runs again; the creation then answers what the dead
// process made, found by the copy of the key each resource keeps (createOnce below).

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
 * The unique indexes on a resource's copy of the Idempotency-Key it was created under (company,
 * mode, key): payments, payouts, batches of payouts, refunds, payment links.
 */
export type KeyedIndex =
  | "transactions_scope_idempotency_key"
  | "payouts_scope_idempotency_key"
  | "payout_batches_scope_idempotency_key"
  | "refunds_scope_idempotency_key"
  | "payment_links_scope_idempotency_key"
  | "invoices_scope_idempotency_key";

/** How a creation finds what an earlier request under its key made, for each keyed index its writes may hit. */
export type MadeEarlier<T> = Partial<Record<KeyedIndex, () => Promise<T | null>>>;

/**
 * Runs a creation under the request's Idempotency-Key. The key table above has already decided
 * this request runs; the resource's own copy of the key is no second check, only the database's
 * backstop for what the table cannot see: a retry that took over the key of a process that died
 * after creating, or one whose key was forgotten (its answer never recorded, or a day later).
 * Whichever keyed index of `earlier` refuses the second creation, the refusal is answered with
 * what was made before, found by that index's finder, so a retry never makes a second resource
 * and never answers a 5xx for it.
 *
 * `lookFirst` asks the finders before creating, for a creation whose own checks would refuse a
 * retry before its insert is reached: a batch's lines are references already used, a payout's
 * funds and daily limits already hold the first one. It costs one keyed read per creation, so
 * the payments' hot path keeps to the backstop alone (their creation checks nothing the first
 * one changed).
 */
export async function createOnce<T>(
  create: () => Promise<T>,
  earlier: MadeEarlier<T>,
  options: { lookFirst?: boolean } = {},
): Promise<T> {
  const finders = Object.entries(earlier) as [KeyedIndex, () => Promise<T | null>][];
  if (options.lookFirst) {
    for (const [, find] of finders) {
      const made = await find();
      if (made) return made;
    }
  }
  try {
    return await create();
  } catch (error) {
    const refusedBy = finders.find(([index]) => isUniqueViolation(error, index));
    const made = refusedBy ? await refusedBy[1]() : null;
    if (!made) throw error;
    return made;
  }
}

/** Forgets keys older than a day and a bit (hourly maintenance). */
export async function purgeIdempotencyKeys(db: Tx): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - interval '25 hours'`);
}

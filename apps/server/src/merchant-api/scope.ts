import type { Context } from "hono";
import type { Tx } from "../db/client";
import type { Scope } from "../db/scope";
import { AppError } from "../http/errors";
import type { AppEnv } from "../http/types";

/** The key's company and mode: what every merchant API call reads and writes. */
export function keyScope(c: Context<AppEnv>): Scope {
  const caller = c.get("apiKey");
  if (!caller) throw new AppError("unauthorized");
  return { companyId: caller.companyId, mode: caller.mode };
}

/**
 * The person a key acts for: its maker, whose rights the route already checked
 * (http/key-access.ts). What a key creates is theirs, so four eyes apply to it as to them.
 */
export function keyMaker(c: Context<AppEnv>): string {
  const maker = c.get("apiKey")?.maker;
  if (!maker) throw new AppError("apiKeyMakerNotAllowed", { params: { scope: "" } });
  return maker.userId;
}

export const limitOf = (limit: number | undefined) => limit ?? 10;

/**
 * A Stripe-like list page from rows read one past the limit, newest first: before an
 * `ending_before` cursor the rows nearest to it, else the first ones.
 */
export function listPage<R, T>(rows: R[], query: { limit?: number; ending_before?: string }, toObject: (row: R) => T) {
  const limit = limitOf(query.limit);
  const page = query.ending_before ? rows.slice(-limit) : rows.slice(0, limit);
  return { object: "list" as const, data: page.map((row) => toObject(row)), has_more: rows.length > limit };
}

type Row = { createdAt: Date; id: string };

/**
 * A list's cursor (`starting_after`, `ending_before`) from an object's id: its row read in the
 * key's company and mode, or 404 at the field when it is not one of theirs.
 */
export async function cursorFrom(
  c: Context<AppEnv>,
  id: string | undefined,
  field: string,
  find: (db: Tx, scope: Scope, id: string) => Promise<Row | null>,
): Promise<Row | null> {
  if (!id) return null;
  const row = await find(c.get("deps").db, keyScope(c), id);
  if (!row) throw new AppError("notFound", { field });
  return { createdAt: row.createdAt, id: row.id };
}

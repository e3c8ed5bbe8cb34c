import { createHash } from "node:crypto";
import { type Column, type SQL, sql } from "drizzle-orm";
import { PgDialect, PgTransaction } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Database, Tx } from "./client";

/**
 * A hot-path query built once per database handle and named, so each connection parses it
 * once too: building a drizzle query costs more than PostgreSQL takes to answer a simple one.
 * For the pool handle only — a prepared query runs on the pool, never inside a caller's
 * transaction.
 */
export function preparedPerDb<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * The pool's handle, on which a prepared query may run (not a caller's open transaction). A
 * plain boolean, not a type guard: a transaction is a Database too, so narrowing would leave the
 * other branch with nothing.
 */
export function onPool(db: Tx): boolean {
  return !(db instanceof PgTransaction);
}

/**
 * A placeholder whose value goes to PostgreSQL as given: `.set()` takes no bare placeholder,
 * and one bound to a column would be converted by drizzle, which turns a null into JSON `null`
 * or fails on a null date. Its value comes from `driverValue`.
 */
export const rawParam = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** A value as its column stores it, for a `rawParam`: SQL NULL stays NULL. */
export function driverValue(column: Column, value: unknown): unknown {
  return value === null || value === undefined ? null : column.mapToDriverValue(value);
}

const dialect = new PgDialect({ casing: "snake_case" });
/** Each statement text's name, computed once (a statement has a few shapes at most). */
const shapeNames = new Map<string, string>();
const SHAPES_KEPT = 1_000;

/**
 * Runs a statement built with sql`…` as a named (prepared) one on the pool, so that each
 * connection parses and plans it once per shape rather than on every run: a payment's outcome
 * statement (several CTEs) took PostgreSQL 0.4 ms to plan, as long as running it. Its parts vary
 * (a company with or without webhook endpoints…), so the name carries a digest of the text. In a
 * caller's transaction it runs as a plain statement.
 */
export async function executeNamed<T>(db: Tx, name: string, query: SQL): Promise<T[]> {
  if (!onPool(db)) return (await db.execute(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  let named = shapeNames.get(text);
  if (!named) {
    if (shapeNames.size >= SHAPES_KEPT) shapeNames.clear();
    named = `${name}_${createHash("sha1").update(text).digest("hex").slice(0, 12)}`;
    shapeNames.set(text, named);
  }
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const { rows } = await pool.query({ name: named, text, values: params as unknown[] });
  return rows as T[];
}

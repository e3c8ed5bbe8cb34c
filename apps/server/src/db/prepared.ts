import { type Column, type SQL, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
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

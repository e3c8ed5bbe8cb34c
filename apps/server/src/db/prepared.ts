import type { Database } from "./client";

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

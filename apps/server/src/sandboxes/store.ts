import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { sandboxRecords } from "../db/schema";

// A sandbox's records: one JSON object per operator id, shared by every app instance, under the
// store's name (the operator's id, e.g. `orange_money`, or `orange_money-token`).

/** A record as written, with its version (PostgreSQL's xmin): what `update` may start from. */
export type Known<T> = { data: T; version: string };

export type SandboxStore<T extends Record<string, unknown>> = {
  /** Stores a new record; null when the key is already taken (MTN's reused X-Reference-Id). */
  insert(key: string, data: T): Promise<Known<T> | null>;
  get(key: string): Promise<T | null>;
  /**
   * Changes a record as one change even when others change it at the same time; `change` returns
   * the new data, or null to leave it. It may run more than once (on a newer record when another
   * change came first), so whatever it records outside must be set on every run. `known` (the
   * record as this process wrote it) spares the read when nobody changed it since.
   */
  update(key: string, change: (data: T) => T | null, known?: Known<T>): Promise<T | null>;
  /** Records whose top-level `field` equals `value` (Wave's search by client_reference). */
  findBy(field: string, value: string): Promise<T[]>;
  /** Every record of the store (an account's balance, read now and then). */
  all(): Promise<T[]>;
};

// Every sandbox payment starts with it.
const insertQuery = preparedPerDb((db) =>
  db
    .insert(sandboxRecords)
    .values({ operator: sql.placeholder("operator"), key: sql.placeholder("key"), data: sql.placeholder("data") })
    .onConflictDoNothing()
    .returning({ version: sql<string>`${sandboxRecords}.xmin::text` })
    .prepare("payflow_sandbox_insert"),
);

// Every status read of a sandbox payment runs it.
const getQuery = preparedPerDb((db) =>
  db
    .select({ data: sandboxRecords.data })
    .from(sandboxRecords)
    .where(
      and(
        sql`${sandboxRecords.operator} = any(${sql.placeholder("names")})`,
        eq(sandboxRecords.key, sql.placeholder("key")),
      ),
    )
    .prepare("payflow_sandbox_get"),
);

/**
 * `formerName`: the name the store's rows had before the sandboxes went by their operator's id
 * (`orange`, `mtn`, `moov`). Rows written then (test payments still open when the server was
 * upgraded) are still read and changed where they are; new rows take `name`.
 */
export function sandboxStore<T extends Record<string, unknown>>(
  db: Database,
  name: string,
  formerName?: string,
): SandboxStore<T> {
  const stored = formerName ? inArray(sandboxRecords.operator, [name, formerName]) : eq(sandboxRecords.operator, name);
  const where = (key: string) => and(stored, eq(sandboxRecords.key, key));
  return {
    async insert(key, data) {
      const [row] = await insertQuery(db).execute({ operator: name, key, data });
      return row ? { data, version: row.version } : null;
    },
    async get(key) {
      const [row] = await getQuery(db).execute({ names: formerName ? [name, formerName] : [name], key });
      return (row?.data as T | undefined) ?? null;
    },
    async update(key, change, known) {
      // Optimistic: read the record with its version (xmin), then write only if it is still that
      // version — two statements and no row lock held between them, where a transaction took four
      // round trips with the lock held. On a lost race `change` runs again on the newer record.
      const read = async () =>
        (
          await db
            .select({ data: sandboxRecords.data, version: sql<string>`${sandboxRecords}.xmin::text` })
            .from(sandboxRecords)
            .where(where(key))
        )[0];
      let row: { data: unknown; version: string } | undefined = known ?? (await read());
      for (;;) {
        if (!row) return null;
        const next = change(row.data as T);
        if (next === null) return row.data as T;
        const written = await db
          .update(sandboxRecords)
          .set({ data: next, updatedAt: new Date() })
          .where(and(where(key), sql`${sandboxRecords}.xmin = ${row.version}::xid`))
          .returning({ key: sandboxRecords.key });
        if (written.length === 1) return next;
        row = await read();
      }
    },
    async findBy(field, value) {
      const rows = await db
        .select({ data: sandboxRecords.data })
        .from(sandboxRecords)
        .where(and(stored, sql`${sandboxRecords.data} ->> ${field} = ${value}`))
        .orderBy(sandboxRecords.createdAt);
      return rows.map((r) => r.data as T);
    },
    async all() {
      const rows = await db.select({ data: sandboxRecords.data }).from(sandboxRecords).where(stored);
      return rows.map((r) => r.data as T);
    },
  };
}

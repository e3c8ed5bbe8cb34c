import type { Mode } from "@payflow/contracts";
import { type AnyColumn, and, eq, type SQL } from "drizzle-orm";

/** The rows a caller works on: one company, one mode. Every money query takes it. */
export type Scope = { companyId: string; mode: Mode };

/** A table whose rows belong to one company and one mode. */
type ScopedTable = { companyId: AnyColumn; isTestData: AnyColumn };

/** The condition keeping a query inside the caller's company and mode. */
export function inScopeOf(table: ScopedTable, scope: Scope): SQL {
  return and(eq(table.companyId, scope.companyId), eq(table.isTestData, scope.mode === "test")) as SQL;
}

/** The company and mode a row belongs to. */
export function scopeOfRow(row: { companyId: string; isTestData: boolean }): Scope {
  return { companyId: row.companyId, mode: row.isTestData ? "test" : "live" };
}

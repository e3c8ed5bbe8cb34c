import type { Mode } from "@payflow/contracts";

/** The rows a caller works on: one company, one mode. Every money query takes it. */
export type Scope = { companyId: string; mode: Mode };

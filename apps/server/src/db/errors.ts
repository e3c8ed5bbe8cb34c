/**
 * The books refused a posting that would leave an available balance below zero (the check in
 * ledger_balances_posted, migration 0024; docs/LEDGER.md § Rules): a path that forgot to check.
 */
export function isOverdraft(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (
      typeof current === "object" &&
      "constraint" in current &&
      current.constraint === "ledger_available_not_negative"
    ) {
      return true;
    }
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}

/**
 * PostgreSQL unique violation, e.g. two registrations racing for one email; with `constraint`,
 * only a violation of that unique index (a payment code drawn twice, not its Idempotency-Key).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && "code" in current && current.code === "23505") {
      return constraint === undefined || ("constraint" in current && current.constraint === constraint);
    }
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}

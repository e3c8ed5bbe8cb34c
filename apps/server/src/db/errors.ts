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

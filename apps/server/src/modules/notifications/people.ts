import { and, eq, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { onPool, preparedPerDb } from "../../db/prepared";
import { profiles } from "../../db/schema";

// Who may be told about something in a company: payments' outcomes and disabled webhook
// endpoints both pick their readers from this list by role and capability.

/** The company's active people and their roles (who may be told about a payment). */
export function listCompanyPeople(db: Tx, companyId: string) {
  if (onPool(db)) return peopleQuery(db as Database).execute({ companyId });
  return selectPeople(db).where(and(eq(profiles.companyId, companyId), ne(profiles.status, "inactive")));
}

const selectPeople = (db: Tx) =>
  db
    .select({
      userId: profiles.userId,
      role: profiles.role,
      name: profiles.name,
      email: profiles.email,
      phone: profiles.phone,
      preferences: profiles.preferences,
    })
    .from(profiles);

// Every payment outcome reads it (db/prepared.ts).
const peopleQuery = preparedPerDb((db) =>
  selectPeople(db)
    .where(and(eq(profiles.companyId, sql.placeholder("companyId")), ne(profiles.status, "inactive")))
    .prepare("payflow_company_people"),
);

/**
 * The same people as JSON (an array of what listCompanyPeople answers), as an expression: for a
 * statement that reads them beside what it reads anyway, without a round trip of their own.
 */
export const companyPeopleJson = (companyId: SQLWrapper): SQL =>
  sql`coalesce((SELECT json_agg(json_build_object('userId', p.user_id, 'role', p.role, 'name', p.name,
      'email', p.email, 'phone', p.phone, 'preferences', p.preferences))
    FROM profiles p WHERE p.company_id = ${companyId} AND p.status <> 'inactive'), '[]'::json)`;

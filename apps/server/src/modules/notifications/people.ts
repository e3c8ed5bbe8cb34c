import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { profiles } from "../../db/schema";

// Who may be told about something in a company: payments' outcomes and disabled webhook
// endpoints both pick their readers from this list by role and capability.

/** The company's active people and their roles (who may be told about a payment). */
export function listCompanyPeople(db: Tx, companyId: string) {
  return db
    .select({
      userId: profiles.userId,
      role: profiles.role,
      name: profiles.name,
      email: profiles.email,
      phone: profiles.phone,
      preferences: profiles.preferences,
    })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), ne(profiles.status, "inactive")));
}

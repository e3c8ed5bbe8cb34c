import { LOGIN_SESSIONS_SHOWN } from "@payflow/contracts";
import { desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { signIns } from "../../db/schema";

/** The company's latest sign-ins (docs/PRODUCT.md §9: latest 10). */
export function latestSignIns(db: Tx, companyId: string) {
  return db
    .select()
    .from(signIns)
    .where(eq(signIns.companyId, companyId))
    .orderBy(desc(signIns.createdAt))
    .limit(LOGIN_SESSIONS_SHOWN);
}

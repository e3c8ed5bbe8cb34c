import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { operatorCredentials } from "../../db/schema";

export type OperatorCredentialRow = typeof operatorCredentials.$inferSelect;

export function listCredentials(db: Tx, companyId: string) {
  return db.select().from(operatorCredentials).where(eq(operatorCredentials.companyId, companyId));
}

export async function findCredentials(db: Tx, companyId: string, operator: string) {
  const [row] = await db
    .select()
    .from(operatorCredentials)
    .where(and(eq(operatorCredentials.companyId, companyId), eq(operatorCredentials.operator, operator)));
  return row ?? null;
}

export async function saveCredentials(
  db: Tx,
  input: { companyId: string; operator: string; encrypted: string; updatedBy: string },
): Promise<void> {
  const now = new Date();
  await db
    .insert(operatorCredentials)
    .values({ ...input, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [operatorCredentials.companyId, operatorCredentials.operator],
      set: { encrypted: input.encrypted, updatedBy: input.updatedBy, updatedAt: now },
    });
}

export async function deleteCredentials(db: Tx, companyId: string, operator: string): Promise<void> {
  await db
    .delete(operatorCredentials)
    .where(and(eq(operatorCredentials.companyId, companyId), eq(operatorCredentials.operator, operator)));
}

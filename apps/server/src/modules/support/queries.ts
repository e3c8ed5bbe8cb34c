import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { contactMessages, profiles } from "../../db/schema";
import { newId } from "../../lib/ids";

export type NewContactMessage = {
  companyId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ipAddress: string | null;
};

export async function insertContactMessage(db: Tx, input: NewContactMessage): Promise<string> {
  const id = newId("msg");
  await db.insert(contactMessages).values({ id, ...input });
  return id;
}

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  handled: contactMessages.handled,
  handledAt: contactMessages.handledAt,
  handledBy: profiles.name,
  createdAt: contactMessages.createdAt,
};

/** The company's messages, newest first, with the name of whoever handled each. */
export function listContactMessages(db: Tx, companyId: string, limit: number) {
  return db
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(profiles, eq(profiles.userId, contactMessages.handledBy))
    .where(eq(contactMessages.companyId, companyId))
    .orderBy(desc(contactMessages.seq))
    .limit(limit);
}

export async function findContactMessage(db: Tx, companyId: string, id: string) {
  const [row] = await db
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(profiles, eq(profiles.userId, contactMessages.handledBy))
    .where(and(eq(contactMessages.companyId, companyId), eq(contactMessages.id, id)));
  return row ?? null;
}

export async function countUnhandled(db: Tx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.companyId, companyId), eq(contactMessages.handled, false)));
  return row?.n ?? 0;
}

/** Returns false when the message is not this company's (or does not exist). */
export async function setHandled(
  db: Tx,
  companyId: string,
  id: string,
  handled: boolean,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set(
      handled ? { handled, handledAt: new Date(), handledBy: userId } : { handled, handledAt: null, handledBy: null },
    )
    .where(and(eq(contactMessages.companyId, companyId), eq(contactMessages.id, id)))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** The company's active staff with their roles (the service keeps those who may answer). */
export function listActiveStaff(db: Tx, companyId: string) {
  return db
    .select({ userId: profiles.userId, role: profiles.role })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.status, "active"), ne(profiles.role, "client")));
}

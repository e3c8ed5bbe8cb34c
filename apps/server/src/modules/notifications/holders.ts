import { type Capability, hasCapability, isClientRole, resolveCapabilities } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import { listCustomRoles } from "../roles";
import { listCompanyPeople } from "./people";
import { type NewNotification, writeNotifications } from "./queries";

/**
 * Tells a company's staff who hold `capability` (never a client login) the same thing: one
 * notification each, written at once. A disabled webhook endpoint goes to those who configure
 * webhooks, an operator's change of status to those who hold the operator credentials.
 */
export async function notifyHolders(
  db: Tx,
  companyId: string,
  capability: Capability,
  note: Omit<NewNotification, "userId" | "companyId">,
  /** Someone not to tell (the person a request for approval comes from). */
  except: string | null = null,
) {
  const [people, custom] = await Promise.all([listCompanyPeople(db, companyId), listCustomRoles(db, companyId)]);
  const told = people.filter(
    (p) =>
      p.userId !== except && !isClientRole(p.role) && hasCapability(resolveCapabilities(p.role, custom), capability),
  );
  if (told.length > 0)
    await writeNotifications(
      db,
      told.map((p) => ({ ...note, userId: p.userId, companyId })),
    );
  /** Those told, for the messages outside the app that may follow. */
  return told;
}

import {
  type Capability,
  coversCapabilities,
  isSystemRole,
  resolveCapabilities,
  SYSTEM_ROLE_CAPABILITIES,
} from "@payflow/contracts";
import type { Tx } from "../../db/client";
import { AppError } from "../../http/errors";
import { findCustomRole } from "./queries";

// Authority is capabilities, never a role's name: whoever holds manageAll under a custom role
// is as protected as "admin", and nobody grants, edits or removes a capability they lack.

/** A role's capabilities in the company: the built-in list, the custom role's, else none. */
export async function capabilitiesOfRole(db: Tx, companyId: string, role: string): Promise<Capability[]> {
  if (isSystemRole(role)) return [...SYSTEM_ROLE_CAPABILITIES[role]];
  const custom = await findCustomRole(db, companyId, role);
  return custom ? resolveCapabilities(role, [custom]) : [];
}

/** Refuses (403) unless the actor holds every one of these capabilities. */
export function assertHoldsAll(actor: readonly Capability[], target: readonly string[]): void {
  if (!coversCapabilities(actor, target)) throw new AppError("capabilityNotHeld");
}

import { type Capability, capabilitiesInMode, hasCapability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import { useModeKey } from "./test-mode";

/**
 * What the person holds in the mode the app is in (capabilitiesInMode): a developer creates
 * payouts in test mode only, and the server judges each call in its mode the same way.
 */
export function useHeldCapabilities(me: Pick<Me, "role" | "capabilities">): Capability[] {
  return capabilitiesInMode(me.role, me.capabilities, useModeKey());
}

/** True when `held` includes any of `needed` (one capability or several). */
export function holdsAny(held: readonly Capability[], needed: Capability | readonly Capability[]): boolean {
  const list: readonly Capability[] = typeof needed === "string" ? [needed] : needed;
  return list.some((c) => hasCapability(held, c));
}

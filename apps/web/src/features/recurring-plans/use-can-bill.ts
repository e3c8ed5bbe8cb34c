import type { Me } from "@payflow/contracts/profile";
import { useOutletContext } from "react-router";
import { holdsAny, useHeldCapabilities } from "../../lib/capabilities";

/** Whoever may bill (usePOS, as for payment links) creates plans and acts on them; the others only read. */
export function useCanBill(): boolean {
  return holdsAny(useHeldCapabilities(useOutletContext<Me>()), "usePOS");
}

import type { Mode } from "@payflow/contracts/payment-rules";
import { useSearchParams } from "react-router";

/**
 * The portal shows real payments. Clients have no test/live switch (docs/PRODUCT.md §4: staff only), so
 * test mode is only the address's ?mode=test — a business trying its own portal — and the page
 * says so.
 */
export function usePortalMode(): Mode {
  const [params] = useSearchParams();
  return params.get("mode") === "test" ? "test" : "live";
}

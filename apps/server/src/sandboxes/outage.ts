import type { Context } from "hono";
import type { Database } from "../db/client";
import { TimedMemory } from "../lib/timed-memory";
import type { Lifecycle } from "./lifecycle";
import { sandboxStore } from "./store";

// …15, an operator down for a window (docs/OPERATORS.md, Magic payer numbers): the create with
// that number starts an outage of the operator's sandbox for the business PayFlow names in
// X-Payflow-Sandbox-Business (test mode only), and every create of that business answers the
// operator's 5xx until it ends — other businesses' test payments are not touched. Kept with
// the sandbox's records, so every instance sees it; each instance reads a business's outage at
// most once a second (the instance that starts one knows it at once), so that a sandbox create
// costs no extra read.

export const OUTAGE_MS = 60_000;
export const BUSINESS_HEADER = "x-payflow-sandbox-business";

type Outage = { until: number } & Record<string, unknown>;

const FRESH_MS = 1_000;

export function outages(db: Database, operator: string) {
  const store = sandboxStore<Outage>(db, `${operator}-outage`);
  /** When each business's outage ends (0: none), as last read or started here. */
  const known = new TimedMemory<number>(FRESH_MS);
  return {
    /** Whether this create must answer the operator's 5xx: …06, …15, or an outage under way. */
    async failsCreate(c: Context, life: Lifecycle): Promise<boolean> {
      if (life.outcome === "create_fails") return true;
      const business = c.req.header(BUSINESS_HEADER);
      if (life.outcome === "operator_down") {
        const until = Date.now() + OUTAGE_MS;
        if (business && !(await store.insert(business, { until }))) await store.update(business, () => ({ until }));
        if (business) known.set(business, until);
        return true;
      }
      if (!business) return false;
      let until = known.get(business);
      if (until === undefined) {
        until = (await store.get(business))?.until ?? 0;
        known.set(business, until);
      }
      return until > Date.now();
    },
  };
}

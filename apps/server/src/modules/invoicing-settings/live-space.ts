import type { Deps } from "../../deps";
import { FNE_DEFAULT_TIMEOUT_MS, type FneSpace } from "../../fne/client";
import * as q from "./queries";
import { openKey } from "./seal";

/**
 * The company's live space as the FNE client takes it (deps.fneSpace in live mode), its key
 * opened; null when the company has set none (its live invoices are then held, docs/FNE.md).
 */
export async function liveFneSpace(deps: Deps, companyId: string): Promise<FneSpace | null> {
  const row = await q.findSpace(deps.db, companyId);
  if (!row) return null;
  return {
    config: {
      ...(row.baseUrl ? { baseUrl: row.baseUrl } : {}),
      apiKey: openKey(deps, companyId, row.apiKey),
      timeoutMs: FNE_DEFAULT_TIMEOUT_MS,
    },
    ncc: row.ncc,
    establishment: row.establishment,
    pointOfSale: row.pointOfSale,
  };
}

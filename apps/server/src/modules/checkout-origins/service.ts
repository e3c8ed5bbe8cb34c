import { type CheckoutOrigins, checkoutOriginError } from "@payflow/contracts";
import type { Deps } from "../../deps";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import * as q from "./queries";

// The websites that may show the business's checkout in payflow.js's overlay (docs/API.md §
// payflow.js). Each change is audited with before and after, like the company's other settings.

export async function readOrigins(deps: Deps, companyId: string): Promise<CheckoutOrigins> {
  const row = await q.findOrigins(deps.db, companyId);
  if (!row) throw new AppError("notFound");
  return { origins: row.origins };
}

/** `origins`: checked and normalized by the contract; plain http (localhost) only while the sandboxes run. */
export async function setOrigins(deps: Deps, { audit }: Acting, origins: string[]): Promise<CheckoutOrigins> {
  const index = origins.findIndex((origin) => checkoutOriginError(origin, deps.config.PAYFLOW_SANDBOX) !== null);
  if (index >= 0) throw new AppError("checkoutOriginInvalid", { field: `origins.${index}` });
  return deps.db.transaction(async (tx) => {
    const before = await q.findOrigins(tx, audit.companyId);
    if (!before) throw new AppError("notFound");
    await q.saveOrigins(tx, audit.companyId, origins);
    await recordAudit(tx, audit, {
      action: "settings.updated",
      targetType: "settings",
      targetId: audit.companyId,
      targetLabel: before.name,
      details: { before: { checkoutOrigins: before.origins }, after: { checkoutOrigins: origins } },
    });
    return { origins };
  });
}

import type { CompanySettings, CompanySettingsPatch } from "@payflow/contracts";
import type { Database } from "../../db/client";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import * as q from "./queries";

function toSettings(row: q.CompanyRow): CompanySettings {
  return {
    companyName: row.name,
    commissionPercent: row.commissionBps / 100,
    paymentDelayDays: row.paymentDelayDays,
    logoUrl: row.logoUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getSettings(db: Database, companyId: string): Promise<CompanySettings> {
  const row = await q.findCompany(db, companyId);
  if (!row) throw new AppError("notFound");
  return toSettings(row);
}

/** Fees and settlement dates of later payments use these; each change is audited with before/after. */
export async function updateSettings(
  db: Database,
  { audit }: Acting,
  patch: CompanySettingsPatch,
): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    const before = await q.findCompany(tx, audit.companyId);
    if (!before) throw new AppError("notFound");
    const row = await q.updateCompany(tx, audit.companyId, {
      ...(patch.companyName !== undefined ? { name: patch.companyName } : {}),
      // Basis points: 2.5 % is stored as the integer 250.
      ...(patch.commissionPercent !== undefined ? { commissionBps: Math.round(patch.commissionPercent * 100) } : {}),
      ...(patch.paymentDelayDays !== undefined ? { paymentDelayDays: patch.paymentDelayDays } : {}),
      ...(patch.logoUrl !== undefined ? { logoUrl: patch.logoUrl || null } : {}),
    });
    if (!row) throw new AppError("notFound");
    const [was, is] = [toSettings(before), toSettings(row)];
    await recordAudit(tx, audit, {
      action: "settings.updated",
      targetType: "settings",
      targetId: audit.companyId,
      targetLabel: row.name,
      details: {
        before: {
          companyName: was.companyName,
          commissionPercent: was.commissionPercent,
          paymentDelayDays: was.paymentDelayDays,
          logoUrl: was.logoUrl,
        },
        after: {
          companyName: is.companyName,
          commissionPercent: is.commissionPercent,
          paymentDelayDays: is.paymentDelayDays,
          logoUrl: is.logoUrl,
        },
      },
    });
    return is;
  });
}

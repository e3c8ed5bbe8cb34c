import {
  credentialHint,
  type FneSpaceFields,
  type FneSpaceStatus,
  fneSpaceErrors,
  type InvoiceNumbering,
  type InvoiceNumberingSettings,
  type InvoicingSettings,
  NO_FNE_SPACE,
  parseInvoiceNumber,
} from "@payflow/contracts";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import { requeueAwaitingSpace } from "../invoices";
import * as q from "./queries";
import { openKey, sealKey } from "./seal";

// A company's invoicing settings (docs/INVOICES.md § Numbering, docs/FNE.md § The client): its
// numbering, on the company's row, and its live FNE space, its key sealed. Each change is audited
// in its transaction, the key never written to the log.

function spaceStatus(deps: Deps, row: q.FneSpaceRow | null): FneSpaceStatus {
  if (!row) return NO_FNE_SPACE;
  return {
    configured: true,
    establishment: row.establishment,
    pointOfSale: row.pointOfSale,
    ncc: row.ncc,
    baseUrl: row.baseUrl,
    keyLast4: credentialHint(openKey(deps, row.companyId, row.apiKey)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function read(deps: Deps, companyId: string, db: Tx = deps.db): Promise<InvoicingSettings> {
  // One after another: in a transaction they share one connection.
  const numbering = await q.findNumbering(db, companyId);
  if (!numbering) throw new AppError("notFound");
  const space = await q.findSpace(db, companyId);
  const sequences = await q.sequencesOf(db, companyId);
  // The live sequences: this year's, and the running one's (year 0).
  const next = (year: number) => (lastOf(sequences, false, year) ?? 0) + 1;
  return {
    numbering: { prefix: numbering.prefix, numbering: numbering.numbering as InvoiceNumbering },
    nextSequence: { yearly: next(new Date().getUTCFullYear()), running: next(0) },
    fne: spaceStatus(deps, space),
  };
}

/** Later invoices take the new prefix and numbering; issued ones keep their numbers. */
export async function setNumbering(
  deps: Deps,
  { audit }: Acting,
  input: InvoiceNumberingSettings,
): Promise<InvoicingSettings> {
  return deps.db.transaction(async (tx: Tx) => {
    const before = await q.findNumbering(tx, audit.companyId);
    if (!before) throw new AppError("notFound");
    const changed = before.prefix !== input.prefix || before.numbering !== input.numbering;
    if (changed && (await givesAgain(tx, audit.companyId, input)))
      throw new AppError("invoiceNumberPrefixTaken", { field: "prefix" });
    await q.updateNumbering(tx, audit.companyId, input.prefix, input.numbering);
    await recordAudit(tx, audit, {
      action: "settings.invoicingChanged",
      ...target(audit.companyId, before.name),
      details: {
        before: { prefix: before.prefix, numbering: before.numbering },
        after: { prefix: input.prefix, numbering: input.numbering },
      },
    });
    return read(deps, audit.companyId, tx);
  });
}

/**
 * Whether the new prefix and numbering would write again a number already given under other
 * ones (`FAC-2026-000001`, yearly under `FAC-`, is also the first running number under
 * `FAC-2026-`): a number its sequence has not passed yet, in its mode and year. The issue would
 * then break on the invoice's unique number, so the change is refused instead.
 */
async function givesAgain(tx: Tx, companyId: string, next: InvoiceNumberingSettings): Promise<boolean> {
  const sequences = await q.sequencesOf(tx, companyId);
  return (await q.numbersStartingWith(tx, companyId, next.prefix)).some(({ number, isTestData }) => {
    const parsed = parseInvoiceNumber(number, next);
    return parsed !== null && parsed.sequence > (lastOf(sequences, isTestData, parsed.year ?? 0) ?? 0);
  });
}

type Sequence = { isTestData: boolean; year: number; last: number };
const lastOf = (sequences: Sequence[], isTestData: boolean, year: number) =>
  sequences.find((s) => s.isTestData === isTestData && s.year === year)?.last;

/**
 * Sets the company's live space: a first space needs its key; later, a missing key keeps the
 * stored one. Plain http addresses only while the sandboxes run (a live space pointed at them).
 * The live invoices and credit notes held for want of a space go back in the queue.
 */
export async function setSpace(deps: Deps, { user, audit }: Acting, input: FneSpaceFields): Promise<InvoicingSettings> {
  return deps.db.transaction(async (tx: Tx) => {
    const existing = await q.findSpace(tx, audit.companyId);
    const fields = {
      apiKey: input.apiKey ?? "",
      establishment: input.establishment,
      pointOfSale: input.pointOfSale,
      ncc: input.ncc,
      baseUrl: input.baseUrl ?? "",
    };
    const failure = fneSpaceErrors(fields, {
      hasKey: existing !== null,
      allowHttp: deps.config.PAYFLOW_SANDBOX,
    }).find((f) => f !== null);
    if (failure) throw new AppError(failure.code, { field: failure.field });
    const saved = await q.saveSpace(tx, {
      companyId: audit.companyId,
      apiKey: fields.apiKey ? sealKey(deps, audit.companyId, fields.apiKey) : (existing?.apiKey ?? ""),
      establishment: fields.establishment,
      pointOfSale: fields.pointOfSale,
      ncc: fields.ncc,
      baseUrl: fields.baseUrl || null,
      updatedBy: user.userId,
    });
    const company = await q.findNumbering(tx, audit.companyId);
    await recordAudit(tx, audit, {
      action: "settings.fneSpaceSet",
      ...target(audit.companyId, company?.name ?? audit.companyId),
      // The names and address before and after; of the key, only whether it changed.
      details: {
        before: existing && described(existing),
        after: described(saved),
        keyChanged: fields.apiKey !== "",
      },
    });
    await requeueAwaitingSpace(tx, audit.companyId);
    return read(deps, audit.companyId, tx);
  });
}

/** Removes the live space: later live invoices are held until a space is set again. */
export async function removeSpace(deps: Deps, { audit }: Acting): Promise<InvoicingSettings> {
  return deps.db.transaction(async (tx: Tx) => {
    const existing = await q.findSpace(tx, audit.companyId);
    if (!existing) return read(deps, audit.companyId, tx);
    await q.deleteSpace(tx, audit.companyId);
    const company = await q.findNumbering(tx, audit.companyId);
    await recordAudit(tx, audit, {
      action: "settings.fneSpaceRemoved",
      ...target(audit.companyId, company?.name ?? audit.companyId),
      details: { before: described(existing) },
    });
    return read(deps, audit.companyId, tx);
  });
}

const described = (row: q.FneSpaceRow) => ({
  establishment: row.establishment,
  pointOfSale: row.pointOfSale,
  ncc: row.ncc,
  baseUrl: row.baseUrl,
});

const target = (companyId: string, name: string) =>
  ({ targetType: "settings", targetId: companyId, targetLabel: name }) as const;

import { randomInt } from "node:crypto";
import type { AuditAction } from "@payflow/contracts";
import {
  type CreatePaymentLinkRequest,
  NO_PAYMENT_LINK_FIELDS,
  type PaymentLink,
  type PaymentLinkAmounts,
  paymentLinkAmountsError,
  type UpdatePaymentLinkRequest,
} from "@payflow/contracts";
import { publicUrl } from "../../config/env";
import type { Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import type { AuditActor } from "../../http/actor";
import { AppError } from "../../http/errors";
import { newId } from "../../lib/ids";
import { recordAudit } from "../audit";
import { listPayments } from "../payments";
import { recordLinkEvent } from "./events";
import * as q from "./queries";
import { toPaymentLink } from "./service-format";

export { toPaymentLink };

// Payment links for the business (the dashboard's /api/payment-links and the merchant API's
// /v1/payment_links): create, edit, deactivate, each audited in the transaction of the change.
// What a payer does with a link is in public.ts.

/** Who acts: their company and mode, who made it (a key acts for its maker), the audit's actor. */
export type LinkCaller = {
  scope: Scope;
  userId: string | null;
  audit: AuditActor;
  details?: Record<string, unknown>;
  /** The merchant API's Idempotency-Key, kept on the link it creates (merchant-api/idempotency.ts). */
  idempotencyKey?: string;
};

const SLUG_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
/** A slug PayFlow draws when the business gives none: 10 characters, never a reserved word. */
const drawSlug = () => Array.from({ length: 10 }, () => SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)]).join("");

/** The link's amounts together, or the first refusal (on the field at fault). */
function checkAmounts(amounts: PaymentLinkAmounts): void {
  const error = paymentLinkAmountsError(amounts);
  if (error) throw new AppError(error.code, { field: error.field });
}

type Editable = Omit<UpdatePaymentLinkRequest, "expiresAt"> & { expiresAt?: string | null };

/** The row's columns an edit (or a creation) sets, from the request's fields. */
function columnsOf(input: Editable): Partial<q.NewPaymentLinkRow> {
  const out: Partial<q.NewPaymentLinkRow> = {};
  const set = <K extends keyof q.NewPaymentLinkRow>(key: K, value: q.NewPaymentLinkRow[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set("title", input.title);
  set("description", input.description);
  set("imageUrl", input.imageUrl);
  set("amountType", input.amountType);
  set("amount", input.amount);
  set("minAmount", input.minAmount);
  set("maxAmount", input.maxAmount);
  set(
    "suggestedAmounts",
    input.suggestedAmounts ? [...new Set(input.suggestedAmounts)].sort((a, b) => a - b) : undefined,
  );
  set("quantityMax", input.quantityMax);
  set("operators", input.operators ? [...new Set(input.operators)] : undefined);
  set("fields", input.fields);
  set("noteLabel", input.noteLabel);
  set("expiresAt", input.expiresAt === undefined ? undefined : input.expiresAt ? new Date(input.expiresAt) : null);
  set("maxPayments", input.maxPayments);
  set("successMessage", input.successMessage);
  set("returnUrl", input.returnUrl);
  return out;
}

const amountsOf = (row: Partial<q.NewPaymentLinkRow>): PaymentLinkAmounts => ({
  amountType: row.amountType as PaymentLinkAmounts["amountType"],
  amount: row.amount ?? null,
  minAmount: row.minAmount ?? null,
  maxAmount: row.maxAmount ?? null,
  suggestedAmounts: row.suggestedAmounts ?? [],
  quantityMax: row.quantityMax ?? null,
});

async function audit(tx: Tx, caller: LinkCaller, action: AuditAction, row: q.PaymentLinkRow, details = {}) {
  await recordAudit(tx, caller.audit, {
    action,
    targetType: "paymentLink",
    targetId: row.id,
    targetLabel: row.slug,
    details: { mode: caller.scope.mode, ...caller.details, ...details },
  });
}

/** The link as its readers see it (with its totals); 404 outside the caller's company and mode. */
export async function getLink(deps: Deps, scope: Scope, id: string): Promise<PaymentLink> {
  const row = await q.findLink(deps.db, scope, id);
  if (!row) throw new AppError("notFound");
  return toPaymentLink(row, publicUrl(deps.config));
}

export async function createLink(
  deps: Deps,
  caller: LinkCaller,
  input: CreatePaymentLinkRequest,
): Promise<PaymentLink> {
  const columns = columnsOf(input);
  checkAmounts(amountsOf(columns));
  const now = new Date();
  for (let attempt = 0; ; attempt++) {
    const row: q.NewPaymentLinkRow = {
      fields: NO_PAYMENT_LINK_FIELDS,
      ...columns,
      title: input.title,
      amountType: input.amountType,
      id: newId("plink"),
      companyId: caller.scope.companyId,
      isTestData: caller.scope.mode === "test",
      slug: input.slug ?? drawSlug(),
      createdBy: caller.userId,
      idempotencyKey: caller.idempotencyKey ?? null,
      // Set here, not by the database: list cursors carry it at the millisecond precision of a JS date.
      createdAt: now,
      updatedAt: now,
    };
    try {
      const saved = await deps.db.transaction(async (tx) => {
        const inserted = await q.insertLink(tx, row);
        await audit(tx, caller, "paymentLink.created", inserted, { title: inserted.title });
        await recordLinkEvent(deps, tx, caller.scope, inserted.id, "payment_link.created");
        return inserted;
      });
      return await getLink(deps, caller.scope, saved.id);
    } catch (error) {
      if (!isUniqueViolation(error, "payment_links_slug_key")) throw error;
      // A slug of the business's choosing is theirs to change; one PayFlow drew is drawn again.
      if (input.slug || attempt >= 3) throw new AppError("paymentLinkSlugInUse", { field: "slug" });
    }
  }
}

/** The link created under the merchant API's Idempotency-Key `key`, if any. */
export async function linkMadeUnder(deps: Deps, scope: Scope, key: string): Promise<PaymentLink | null> {
  const id = await q.findIdByIdempotencyKey(deps.db, scope, key);
  return id ? getLink(deps, scope, id) : null;
}

/** An edit of a link still active: the result must hold together as a creation would. */
export async function updateLink(
  deps: Deps,
  caller: LinkCaller,
  id: string,
  input: UpdatePaymentLinkRequest,
): Promise<PaymentLink> {
  await deps.db.transaction(async (tx) => {
    const row = await q.lockLink(tx, caller.scope, id);
    if (!row) throw new AppError("notFound");
    if (!row.active) throw new AppError("paymentLinkDeactivated");
    const patch = columnsOf(input);
    // Changing how the amount is set leaves the other way's amounts behind.
    const base: Partial<q.NewPaymentLinkRow> =
      patch.amountType && patch.amountType !== row.amountType
        ? { amount: null, minAmount: null, maxAmount: null, suggestedAmounts: [], quantityMax: null }
        : {};
    checkAmounts(amountsOf({ ...row, ...base, ...patch }));
    await q.updateLink(tx, row.id, { ...base, ...patch, updatedAt: new Date() });
    await audit(tx, caller, "paymentLink.updated", row, { fields: Object.keys(input) });
    await recordLinkEvent(deps, tx, caller.scope, row.id, "payment_link.updated");
  });
  return getLink(deps, caller.scope, id);
}

/** Deactivates a link: it takes no new payment (its payments are untouched). Deactivating it again changes nothing. */
export async function deactivateLink(deps: Deps, caller: LinkCaller, id: string): Promise<PaymentLink> {
  await deps.db.transaction(async (tx) => {
    // The row lock waits for a visit's claim in progress (public.ts): a visit either made its
    // payment before, or finds the link inactive after.
    const row = await q.lockLink(tx, caller.scope, id);
    if (!row) throw new AppError("notFound");
    if (!row.active) return;
    const now = new Date();
    await q.updateLink(tx, row.id, { active: false, deactivatedAt: now, updatedAt: now });
    await audit(tx, caller, "paymentLink.deactivated", row);
    await recordLinkEvent(deps, tx, caller.scope, row.id, "payment_link.deactivated");
  });
  return getLink(deps, caller.scope, id);
}

/** The payments the link's visits made, newest first (404 outside the caller's company and mode). */
export async function linkPayments(deps: Deps, scope: Scope, id: string, limit: number, after: q.Cursor | null) {
  if (!(await q.findLink(deps.db, scope, id))) throw new AppError("notFound");
  return listPayments(deps.db, scope, { paymentLinkId: id }, limit, after);
}

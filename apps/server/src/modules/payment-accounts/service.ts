import {
  firstPaymentAccountError,
  isMobileOperator,
  normalizeAccountNumberPhone,
  type PaymentAccount,
  type PaymentAccountList,
  type PaymentAccountRequest,
} from "@payflow/contracts";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import type { Acting, AuditActor } from "../../http/actor";
import { AppError } from "../../http/errors";
import type { CurrentUser } from "../../http/types";
import { newId } from "../../lib/ids";
import { recordAudit } from "../audit";
import * as q from "./queries";

/**
 * Where money goes: every change is audited with the account's provider and number before and
 * after, so redirecting collections to another number always leaves a trace.
 */
function audit(
  tx: Tx,
  actor: AuditActor,
  action: "paymentAccount.created" | "paymentAccount.updated" | "paymentAccount.primarySet" | "paymentAccount.deleted",
  row: q.PaymentAccountRow,
  before?: q.PaymentAccountRow,
) {
  const shown = (r: q.PaymentAccountRow) => ({
    accountName: r.accountName,
    holderName: r.holderName,
    operatorBank: r.operatorBank,
    accountNumberPhone: r.accountNumberPhone,
    isPrimary: r.isPrimary,
  });
  return recordAudit(tx, actor, {
    action,
    targetType: "paymentAccount",
    targetId: row.id,
    targetLabel: `${row.accountName} (${row.operatorBank} ${row.accountNumberPhone})`,
    details: before ? { before: shown(before), after: shown(row) } : shown(row),
  });
}

function toAccount(row: q.PaymentAccountRow): PaymentAccount {
  return {
    id: row.id,
    accountName: row.accountName,
    holderName: row.holderName,
    operatorBank: row.operatorBank,
    type: isMobileOperator(row.operatorBank) ? "mobile" : "bank",
    accountNumberPhone: row.accountNumberPhone,
    isPrimary: row.isPrimary,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function checked(input: PaymentAccountRequest): q.PaymentAccountValues {
  const invalid = firstPaymentAccountError(input);
  if (invalid) throw new AppError(invalid.code, { field: invalid.field });
  return {
    accountName: input.accountName.trim(),
    // A wallet's holder is the operator's business: only a bank account keeps one.
    holderName: isMobileOperator(input.operatorBank) ? "" : (input.holderName ?? "").trim(),
    operatorBank: input.operatorBank,
    accountNumberPhone: normalizeAccountNumberPhone(input.operatorBank, input.accountNumberPhone),
  };
}

export async function list(deps: Deps, user: CurrentUser): Promise<PaymentAccountList> {
  const rows = await q.listAccounts(deps.db, user.companyId);
  return { items: rows.map(toAccount) };
}

/** docs/PRODUCT.md §4: the company's first account becomes primary; a ticked box makes it the only primary. */
export async function create(
  deps: Deps,
  { user, audit: actor }: Acting,
  input: PaymentAccountRequest,
): Promise<PaymentAccount> {
  const values = checked(input);
  const row = await deps.db.transaction(async (tx) => {
    await q.lockCompanyAccounts(tx, user.companyId);
    const first = (await q.countAccounts(tx, user.companyId)) === 0;
    const id = newId("acc");
    const saved = await q.insertAccount(tx, {
      ...values,
      id,
      companyId: user.companyId,
      userId: user.userId,
      isPrimary: first,
    });
    await audit(tx, actor, "paymentAccount.created", saved);
    if (first || !input.isPrimary) return saved;
    const primary = await q.setPrimary(tx, user.companyId, id);
    if (primary) await audit(tx, actor, "paymentAccount.primarySet", primary);
    return primary;
  });
  if (!row) throw new AppError("internalError");
  return toAccount(row);
}

/** docs/PRODUCT.md §4: a newly ticked primary box sets it primary; unticking a primary does nothing. */
export async function update(
  deps: Deps,
  { user, audit: actor }: Acting,
  id: string,
  input: PaymentAccountRequest,
): Promise<PaymentAccount> {
  const values = checked(input);
  const row = await deps.db.transaction(async (tx) => {
    await q.lockCompanyAccounts(tx, user.companyId);
    const before = await q.findAccount(tx, user.companyId, id);
    if (!before) throw new AppError("notFound");
    const saved = await q.updateAccount(tx, user.companyId, id, values);
    if (!saved) throw new AppError("notFound");
    await audit(tx, actor, "paymentAccount.updated", saved, before);
    if (!input.isPrimary || saved.isPrimary) return saved;
    const primary = await q.setPrimary(tx, user.companyId, id);
    if (primary) await audit(tx, actor, "paymentAccount.primarySet", primary);
    return primary;
  });
  if (!row) throw new AppError("notFound");
  return toAccount(row);
}

export async function makePrimary(deps: Deps, { user, audit: actor }: Acting, id: string): Promise<PaymentAccount> {
  const row = await deps.db.transaction(async (tx) => {
    await q.lockCompanyAccounts(tx, user.companyId);
    const primary = await q.setPrimary(tx, user.companyId, id);
    if (primary) await audit(tx, actor, "paymentAccount.primarySet", primary);
    return primary;
  });
  if (!row) throw new AppError("notFound");
  return toAccount(row);
}

/**
 * The primary account cannot be deleted while other accounts exist (the company would be
 * left without one); the last account can.
 */
export async function remove(deps: Deps, { user, audit: actor }: Acting, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await q.lockCompanyAccounts(tx, user.companyId);
    const account = await q.findAccount(tx, user.companyId, id);
    if (!account) throw new AppError("notFound");
    if (account.isPrimary && (await q.countAccounts(tx, user.companyId)) > 1) {
      throw new AppError("cannotDeletePrimaryAccount");
    }
    await q.deleteAccount(tx, user.companyId, id);
    await audit(tx, actor, "paymentAccount.deleted", account);
  });
}

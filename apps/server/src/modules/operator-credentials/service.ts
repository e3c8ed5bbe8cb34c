import {
  credentialFieldsOf,
  credentialHint,
  firstCredentialError,
  OPERATOR_CREDENTIAL_FIELDS,
  OPERATOR_IDS,
  type OperatorCredentialList,
  type OperatorCredentialStatus,
  type OperatorCredentialsRequest,
  type OperatorId,
} from "@payflow/contracts";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import type { CurrentUser } from "../../http/types";
import { secretBoxFor } from "../../lib/secret-box";
import { recordAudit } from "../audit";
import { requireStepUp } from "../security";
import * as q from "./queries";

type Values = Partial<Record<string, string>>;

const box = (deps: Deps) => secretBoxFor(deps.secretKey, "operator-credentials");

/**
 * The label each operator's ciphertexts are sealed with. It is the operator's name from before
 * operators had one name (migration 0013 renamed the rows, not their ciphertexts): a stable
 * binding, never shown, that keeps every stored set readable.
 */
const SEAL_LABEL: Record<OperatorId, string> = {
  wave: "wave",
  orange_money: "orange",
  mtn_momo: "mtn",
  moov_money: "moov",
};

/** Binds a ciphertext to its row: copied to another company or operator it does not open. */
const aad = (companyId: string, operator: OperatorId) => `operator-credentials:${companyId}:${SEAL_LABEL[operator]}`;

function decrypt(deps: Deps, row: q.OperatorCredentialRow): Values {
  return JSON.parse(box(deps).open(row.encrypted, aad(row.companyId, row.operator as OperatorId))) as Values;
}

function status(operator: OperatorId, values: Values, updatedAt: Date | null): OperatorCredentialStatus {
  const required: readonly string[] = OPERATOR_CREDENTIAL_FIELDS[operator];
  const fields = credentialFieldsOf(operator).map((field) => {
    const value = values[field];
    const optional = !required.includes(field);
    return value
      ? { field, configured: true, last4: credentialHint(value), optional }
      : { field, configured: false, last4: null, optional };
  });
  return {
    operator,
    configured: fields.every((f) => f.configured || f.optional),
    fields,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/** Each operator: configured or not, and the last 4 characters of each stored value. */
export async function list(deps: Deps, user: CurrentUser): Promise<OperatorCredentialList> {
  const rows = await q.listCredentials(deps.db, user.companyId);
  return {
    items: OPERATOR_IDS.map((operator) => {
      const row = rows.find((r) => r.operator === operator);
      return row ? status(operator, decrypt(deps, row), row.updatedAt) : status(operator, {}, null);
    }),
  };
}

/**
 * Saves an operator's set: empty fields keep the stored value, and after the merge every
 * required field must be set (a live call needs the whole set); the payout fields are optional.
 * Only the encrypted form is stored.
 */
export async function save(
  deps: Deps,
  { user, audit }: Acting,
  operator: OperatorId,
  input: OperatorCredentialsRequest,
): Promise<OperatorCredentialStatus> {
  // Credentials carry live money: changed only by a session that stepped up (docs/PAYOUTS.md § Step-up).
  await requireStepUp(deps, user);
  const allowed: readonly string[] = credentialFieldsOf(operator);
  const required: readonly string[] = OPERATOR_CREDENTIAL_FIELDS[operator];
  const unknown = Object.keys(input.values).find((k) => !allowed.includes(k));
  if (unknown) throw new AppError("unknownField", { field: unknown });
  const invalid = firstCredentialError(operator, input.values);
  if (invalid) throw new AppError(invalid.code, { field: invalid.field });

  return deps.db.transaction(async (tx: Tx) => {
    const existing = await q.findCredentials(tx, user.companyId, operator);
    const merged: Values = existing ? decrypt(deps, existing) : {};
    for (const field of allowed) {
      const value = input.values[field];
      if (value) merged[field] = value;
    }
    const missing = required.find((field) => !merged[field]);
    if (missing) throw new AppError("fieldRequired", { field: missing });
    const encrypted = box(deps).seal(JSON.stringify(merged), aad(user.companyId, operator));
    await q.saveCredentials(tx, { companyId: user.companyId, operator, encrypted, updatedBy: user.userId });
    // Which fields changed, never their values.
    const fields = allowed.filter((field) => input.values[field]);
    await recordAudit(tx, audit, {
      action: "operatorCredentials.updated",
      ...credentialTarget(operator),
      details: { fields },
    });
    return status(operator, merged, new Date());
  });
}

export async function remove(deps: Deps, { user, audit }: Acting, operator: OperatorId): Promise<void> {
  await requireStepUp(deps, user);
  await deps.db.transaction(async (tx: Tx) => {
    await q.deleteCredentials(tx, user.companyId, operator);
    await recordAudit(tx, audit, { action: "operatorCredentials.deleted", ...credentialTarget(operator) });
  });
}

const credentialTarget = (operator: OperatorId) =>
  ({ targetType: "operatorCredentials", targetId: operator, targetLabel: operator }) as const;

/**
 * The decrypted set a live payment through this operator uses, or null when the company has
 * not configured it (payments then refuse with 'API Key not configured for {operator}.').
 */
export async function credentialsFor(
  deps: Deps,
  companyId: string,
  operator: OperatorId,
): Promise<Record<string, string> | null> {
  const row = await q.findCredentials(deps.db, companyId, operator);
  if (!row) return null;
  const values = decrypt(deps, row);
  const complete = OPERATOR_CREDENTIAL_FIELDS[operator].every((f) => values[f]);
  return complete ? (values as Record<string, string>) : null;
}

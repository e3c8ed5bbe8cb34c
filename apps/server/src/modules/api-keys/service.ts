import { createHash } from "node:crypto";
import {
  type ApiKey,
  type ApiKeyScope,
  type ApiVersion,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  isClientRole,
  LATEST_API_VERSION,
  type Mode,
  type RevealedApiKey,
  resolveCapabilities,
  storedApiVersion,
} from "@payflow/contracts";
import type { Deps } from "../../deps";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import type { ApiCaller } from "../../http/types";
import { newId, randomToken } from "../../lib/ids";
import { secretBoxFor } from "../../lib/secret-box";
import { recordAudit } from "../audit";
import { requireStepUp } from "../security";
import * as q from "./queries";
import { checkMayHandOut, checkScopesHeld } from "./rights";

// Merchant API keys: `sk_test_…` / `sk_live_…` with 40 random characters. The SHA-256 of a key
// authenticates it; an AES-256-GCM copy (bound to its id) serves the audited reveal. Rolling
// makes a new key and lets the old one work 24 h more; revoking stops a key at once.

const ROLL_OVERLAP_MS = 24 * 3600 * 1000;
const MASK = "••••••••";

const box = (secretKey: string) => secretBoxFor(secretKey, "api-keys");

export const hashKey = (value: string) => createHash("sha256").update(value).digest("hex");

/** The mode a key's prefix says, or null when it is not a PayFlow secret key. */
export function modeOfKey(value: string): Mode | null {
  if (/^sk_test_[A-Za-z0-9]{32,}$/.test(value)) return "test";
  if (/^sk_live_[A-Za-z0-9]{32,}$/.test(value)) return "live";
  return null;
}

function statusOf(row: q.ApiKeyRow, now = Date.now()): ApiKey["status"] {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt) return row.expiresAt.getTime() > now ? "expiring" : "expired";
  return "active";
}

export function toApiKey(row: q.ApiKeyRow, makerName: string | null = null): ApiKey {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode as Mode,
    maskedKey: `sk_${row.mode}_${MASK}${row.last4}`,
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    scopes: (row.scopes as ApiKeyScope[] | null) ?? null,
    maker: row.userId ? { id: row.userId, name: makerName ?? "" } : null,
    apiVersion: storedApiVersion(row.apiVersion),
  };
}

export async function listKeys(deps: Deps, companyId: string): Promise<ApiKey[]> {
  return (await q.listKeys(deps.db, companyId)).map((row) => toApiKey(row, row.makerName));
}

async function makeKey(
  deps: Deps,
  acting: Acting,
  name: string,
  mode: Mode,
  scopes: ApiKeyScope[] | null,
  apiVersion: ApiVersion,
): Promise<CreatedApiKey> {
  const id = newId("key");
  const value = `sk_${mode}_${randomToken(40)}`;
  const row = await q.insertKey(deps.db, {
    id,
    companyId: acting.user.companyId,
    userId: acting.user.userId,
    name,
    mode,
    keyHash: hashKey(value),
    keySealed: box(deps.secretKey).seal(value, id),
    last4: value.slice(-4),
    scopes,
    apiVersion,
  });
  return {
    apiKeyRecord: {
      id,
      name,
      mode,
      key_value: value,
      created_at: row.createdAt.toISOString(),
      scopes,
      api_version: apiVersion,
    },
  };
}

/**
 * A new key, made by the person acting: its rights are never more than theirs (judged on every
 * call), and a restricted key's scopes must be ones they may use in its mode.
 */
export async function createKey(deps: Deps, acting: Acting, input: CreateApiKeyRequest): Promise<CreatedApiKey> {
  const scopes = input.scopes ? [...new Set(input.scopes)] : null;
  checkScopesHeld(acting.user, input.mode, scopes);
  // A live key moves real money: the person proves it is them again (docs/PAYOUTS.md § Step-up).
  if (input.mode === "live") await requireStepUp(deps, acting.user);
  // Pinned to today's version: the integration written against this key sees it for good.
  const created = await makeKey(deps, acting, input.keyName, input.mode, scopes, LATEST_API_VERSION);
  await recordAudit(deps.db, acting.audit, {
    action: "apiKey.created",
    targetType: "apiKey",
    targetId: created.apiKeyRecord.id,
    targetLabel: input.keyName,
    details: { mode: input.mode, scopes },
  });
  return created;
}

async function usableKey(deps: Deps, companyId: string, id: string): Promise<q.ListedKey> {
  const row = await q.findKey(deps.db, companyId, id);
  if (!row) throw new AppError("notFound");
  if (statusOf(row) === "revoked" || statusOf(row) === "expired") throw new AppError("apiKeyRevoked", { status: 409 });
  return row;
}

/** The full key, for the screen's reveal or copy; audited either way. */
export async function revealKey(
  deps: Deps,
  acting: Acting,
  id: string,
  purpose: "reveal" | "copy",
): Promise<RevealedApiKey> {
  const row = await usableKey(deps, acting.user.companyId, id);
  checkMayHandOut(acting.user, row);
  if (row.mode === "live") await requireStepUp(deps, acting.user);
  await recordAudit(deps.db, acting.audit, {
    action: purpose === "copy" ? "apiKey.copied" : "apiKey.revealed",
    targetType: "apiKey",
    targetId: row.id,
    targetLabel: row.name,
  });
  return { id: row.id, keyValue: box(deps.secretKey).open(row.keySealed, row.id) };
}

/**
 * A new key with the same name, mode and scopes; the old one works 24 h more, then stops. The
 * new key is the roller's (its rights theirs): whoever may see the old key may replace it.
 */
export async function rollKey(deps: Deps, acting: Acting, id: string): Promise<CreatedApiKey> {
  const old = await usableKey(deps, acting.user.companyId, id);
  checkMayHandOut(acting.user, old);
  if (old.mode === "live") await requireStepUp(deps, acting.user);
  const scopes = (old.scopes as ApiKeyScope[] | null) ?? null;
  // The new key replaces the old in the same integration, so it answers in the same version.
  const created = await makeKey(deps, acting, old.name, old.mode as Mode, scopes, storedApiVersion(old.apiVersion));
  const until = new Date(Math.min(Date.now() + ROLL_OVERLAP_MS, old.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY));
  await q.setKey(deps.db, acting.user.companyId, id, { expiresAt: until });
  await recordAudit(deps.db, acting.audit, {
    action: "apiKey.rolled",
    targetType: "apiKey",
    targetId: id,
    targetLabel: old.name,
    details: { newKeyId: created.apiKeyRecord.id, oldKeyExpiresAt: until.toISOString() },
  });
  return created;
}

export async function revokeKey(deps: Deps, acting: Acting, id: string): Promise<ApiKey> {
  const row = await q.findKey(deps.db, acting.user.companyId, id);
  if (!row) throw new AppError("notFound");
  const revoked = row.revokedAt
    ? row
    : { ...((await q.setKey(deps.db, acting.user.companyId, id, { revokedAt: new Date() })) as q.ApiKeyRow) };
  await recordAudit(deps.db, acting.audit, {
    action: "apiKey.revoked",
    targetType: "apiKey",
    targetId: id,
    targetLabel: row.name,
  });
  return toApiKey(revoked, row.makerName);
}

/**
 * The caller behind a secret key, or why not: "invalid" for a malformed or unknown key,
 * "revoked" for one that existed (revoked, or a rolled key past its overlap). The caller carries
 * its maker as they are now — none when the maker was deleted, made inactive or moved to another
 * company, or is a client — so each route judges what the key may do (http/key-access.ts).
 */
export async function authenticateKey(deps: Deps, value: string): Promise<ApiCaller | "invalid" | "revoked"> {
  const mode = modeOfKey(value);
  if (!mode) return "invalid";
  const hash = hashKey(value);
  const row = await q.findWorkingKey(deps.db, hash);
  if (!row || row.mode !== mode) return (await q.keyExists(deps.db, hash)) ? "revoked" : "invalid";
  await q.touchKey(deps.db, row);
  // A maker deleted, made inactive, moved to another company or turned client gives the key nothing.
  const role = row.makerRole;
  const makerWorks =
    row.userId !== null &&
    role !== null &&
    row.makerStatus !== "inactive" &&
    row.makerCompanyId === row.companyId &&
    !isClientRole(role);
  const custom = row.makerCustomCapabilities ? [{ name: role ?? "", capabilities: row.makerCustomCapabilities }] : [];
  return {
    keyId: row.id,
    companyId: row.companyId,
    mode,
    scopes: row.scopes ?? null,
    maker: makerWorks ? { userId: row.userId as string, role, capabilities: resolveCapabilities(role, custom) } : null,
    apiVersion: storedApiVersion(row.apiVersion),
  };
}

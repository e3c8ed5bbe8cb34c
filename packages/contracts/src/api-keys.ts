import { z } from "zod";
import { API_VERSIONS } from "./api-versions";
import { type Capability, holdsInMode } from "./capabilities";
import { requiredText } from "./common";
import { MODES, type Mode } from "./payment-rules";

// The dashboard's API keys (docs/PRODUCT.md §2 API keys screen, §7 the created key's answer). Keys are shown
// masked; the full value only at creation and on an explicit, audited reveal or copy.

export const API_KEY_NAME_MAX = 80;
export const API_KEY_STATUSES = ["active", "expiring", "expired", "revoked"] as const;

/**
 * What a key may be restricted to (docs/API.md § Keys and scopes, Stripe's restricted keys). A
 * `…:write` scope also reads its resource; `read_only` reads everything. A standard key (no
 * scopes) may do all of them. Whatever its scopes, a key never does more than its maker may do
 * now in its mode (KEY_ACTION_CAPABILITIES).
 */
export const API_KEY_SCOPES = [
  "read_only",
  "payments:write",
  "refunds:write",
  "payouts:write",
  "webhooks:write",
  "payment_links:write",
  "invoices:write",
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What a merchant API route does: the scope it needs and the maker's right behind it. */
export const KEY_ACTIONS = [
  "payments:read",
  "payments:write",
  "refunds:read",
  "refunds:write",
  "payouts:read",
  "payouts:write",
  "webhooks:read",
  "webhooks:write",
  "events:read",
  "balance:read",
  "payment_links:read",
  "payment_links:write",
  "invoices:read",
  "invoices:write",
] as const;
export type KeyAction = (typeof KEY_ACTIONS)[number];

/**
 * The capabilities (any one of) a key's maker must hold, in the key's mode, for the key to do an
 * action: a key is never more than the person who made it, judged on every call, so a maker who
 * loses a right takes it from their keys at once. Taking payments is what keys are for: whoever
 * may manage keys may take payments through one. In test mode a key manager may also refund (the
 * sandboxes move no money), as a developer may create payouts there.
 */
export const KEY_ACTION_CAPABILITIES: Record<KeyAction, { live: readonly Capability[]; test: readonly Capability[] }> =
  {
    "payments:read": { live: ["viewTransactions"], test: ["viewTransactions"] },
    "payments:write": { live: ["usePOS", "manageApiKeys"], test: ["usePOS", "manageApiKeys"] },
    "refunds:read": { live: ["viewTransactions"], test: ["viewTransactions"] },
    "refunds:write": { live: ["manageClients"], test: ["manageClients", "manageApiKeys"] },
    "payouts:read": { live: ["createPayouts", "approvePayouts"], test: ["createPayouts", "approvePayouts"] },
    "payouts:write": { live: ["createPayouts"], test: ["createPayouts"] },
    "webhooks:read": { live: ["configureWebhooks"], test: ["configureWebhooks"] },
    "webhooks:write": { live: ["configureWebhooks"], test: ["configureWebhooks"] },
    "events:read": { live: ["viewTransactions"], test: ["viewTransactions"] },
    "balance:read": { live: ["viewDashboard"], test: ["viewDashboard"] },
    "payment_links:read": { live: ["viewTransactions"], test: ["viewTransactions"] },
    // A link takes payments: whoever may take payments through a key may post one.
    "payment_links:write": { live: ["usePOS", "manageApiKeys"], test: ["usePOS", "manageApiKeys"] },
    "invoices:read": { live: ["viewTransactions"], test: ["viewTransactions"] },
    // An invoice asks for money as a link does: the same people may issue one through a key.
    "invoices:write": { live: ["usePOS", "manageApiKeys"], test: ["usePOS", "manageApiKeys"] },
  };

/** Whether a key's scopes cover an action (null scopes: a standard key). */
export function scopesAllow(scopes: readonly string[] | null, action: KeyAction): boolean {
  if (scopes === null) return true;
  const [resource, access] = action.split(":") as [string, "read" | "write"];
  if (scopes.includes(`${resource}:write`)) return true;
  return access === "read" && scopes.includes("read_only");
}

/** Whether a person (role and capabilities) may do an action in a mode: what their keys may do. */
export function makerMay(role: string, capabilities: readonly Capability[], mode: Mode, action: KeyAction): boolean {
  return KEY_ACTION_CAPABILITIES[action][mode].some((c) => holdsInMode(role, capabilities, mode, c));
}

/** The actions that move money out of the business: a live key able to do one is guarded more. */
export const MONEY_OUT_ACTIONS: readonly KeyAction[] = ["refunds:write", "payouts:write"];

export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(MODES),
  /** `sk_test_••••••••abcd` */
  maskedKey: z.string(),
  status: z.enum(API_KEY_STATUSES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** A rolled key keeps working until then. */
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** null: a standard key (all its maker may do); else a restricted key's scopes. */
  scopes: z.array(z.enum(API_KEY_SCOPES)).nullable(),
  /** Who made it: its rights are never more than theirs (null when that person was deleted). */
  maker: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The merchant API version it answers in: the one current when it was made (api-versions.ts). */
  apiVersion: z.enum(API_VERSIONS),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.object({ items: z.array(ApiKey) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const CreateApiKeyRequest = z
  .object({
    keyName: requiredText(API_KEY_NAME_MAX, "apiKeyNameRequired"),
    mode: z.enum(MODES, { error: "invalidMode" }),
    /** Absent or null: a standard key; else a restricted key with at least one scope. */
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { error: "apiKeyScopeUnknown" }))
      .min(1, { error: "apiKeyScopesRequired" })
      .nullable()
      .optional(),
  })
  .strict();
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

/** The created key's answer (docs/PRODUCT.md §7): the record with the full key, shown this once. */
export const CreatedApiKey = z.object({
  apiKeyRecord: z.object({
    id: z.string(),
    name: z.string(),
    mode: z.enum(MODES),
    key_value: z.string(),
    created_at: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES)).nullable(),
    api_version: z.enum(API_VERSIONS),
  }),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const RevealApiKeyRequest = z.object({ purpose: z.enum(["reveal", "copy"]).optional() }).strict();
export type RevealApiKeyRequest = z.infer<typeof RevealApiKeyRequest>;

export const RevealedApiKey = z.object({ id: z.string(), keyValue: z.string() });
export type RevealedApiKey = z.infer<typeof RevealedApiKey>;

import { z } from "zod";
import { requiredText } from "./common";
import { MODES } from "./payment-rules";

// The dashboard's API keys (docs/PRODUCT.md §2 API keys screen, §7 the created key's answer). Keys are shown
// masked; the full value only at creation and on an explicit, audited reveal or copy.

export const API_KEY_NAME_MAX = 80;
export const API_KEY_STATUSES = ["active", "expiring", "expired", "revoked"] as const;

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
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.object({ items: z.array(ApiKey) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const CreateApiKeyRequest = z
  .object({
    keyName: requiredText(API_KEY_NAME_MAX, "apiKeyNameRequired"),
    mode: z.enum(MODES, { error: "invalidMode" }),
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
  }),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const RevealApiKeyRequest = z.object({ purpose: z.enum(["reveal", "copy"]).optional() }).strict();
export type RevealApiKeyRequest = z.infer<typeof RevealApiKeyRequest>;

export const RevealedApiKey = z.object({ id: z.string(), keyValue: z.string() });
export type RevealedApiKey = z.infer<typeof RevealedApiKey>;

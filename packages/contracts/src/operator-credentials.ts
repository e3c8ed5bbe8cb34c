import { z } from "zod";
import { CREDENTIAL_HINT_LENGTH, OPERATOR_IDS } from "./operator-credential-rules";

/** One field of a stored credential set: never its value, only its last characters. */
export const CredentialFieldStatus = z.object({
  field: z.string(),
  configured: z.boolean(),
  last4: z.string().max(CREDENTIAL_HINT_LENGTH).nullable(),
  /** Needed for payouts only: the set is configured without it. */
  optional: z.boolean(),
});

export const OperatorCredentialStatus = z.object({
  operator: z.enum(OPERATOR_IDS),
  /** Every field of the operator's set is stored. */
  configured: z.boolean(),
  fields: z.array(CredentialFieldStatus),
  updatedAt: z.string().nullable(),
});
export type OperatorCredentialStatus = z.infer<typeof OperatorCredentialStatus>;

export const OperatorCredentialList = z.object({ items: z.array(OperatorCredentialStatus) });
export type OperatorCredentialList = z.infer<typeof OperatorCredentialList>;

export const OperatorParam = z.object({ operator: z.enum(OPERATOR_IDS) });

/**
 * PUT /api/operator-credentials/{operator}: field → value. An empty or missing field keeps
 * the stored value; after the merge every field of the operator must be set.
 */
export const OperatorCredentialsRequest = z
  .object({ values: z.record(z.string().max(64), z.string().max(4096)) })
  .strict();
export type OperatorCredentialsRequest = z.infer<typeof OperatorCredentialsRequest>;

import { constants, createPublicKey, publicEncrypt } from "node:crypto";
import type { PayoutFailureCode } from "../payout-types";

// Orange Money payouts ("Cash In"), shared by the payout adapter and the sandbox. Orange Côte
// d'Ivoire publishes no payout API: every detail here is an ASSUMPTION, modelled on Orange
// Sonatel's (Senegal) Cash In as its clients call it, until Orange CI gives its spec
// (docs/OPERATORS.md, Payouts › Orange). Kept in this one file so that it changes in one place.

/** Client-credentials token of the Cash In API (Sonatel's path; Web Payment's is /oauth/v3/token). */
export const ORANGE_CASHIN_TOKEN_PATH = "/oauth/v1/token";
/** The RSA key the retailer's PIN is encrypted with: `{ keyId, keyType, keySize, key }`. */
export const ORANGE_PUBLIC_KEY_PATH = "/api/account/v1/publicKeys";
export const ORANGE_CASHIN_PATH = "/api/eWallet/v1/cashins";
export const orangeTransactionStatusPath = (id: string) =>
  `/api/eWallet/v1/transactions/${encodeURIComponent(id)}/status`;
/**
 * ASSUMPTION (not in Sonatel's published shape): the transactions filtered by the partner's
 * `reference`, answered as a JSON array, so that a send whose answer was lost is found without
 * sending again.
 */
export const orangeTransactionsByReferencePath = (reference: string) =>
  `/api/eWallet/v1/transactions?reference=${encodeURIComponent(reference)}`;

export type OrangePublicKey = { keyId: string; keyType: "RSA"; keySize: number; key: string };

export type OrangeCashInRequest = {
  partner: { idType: "MSISDN"; id: string; encryptedPinCode: string };
  customer: { idType: "MSISDN"; id: string };
  amount: { value: number; unit: "XOF" };
  reference: string;
  receiveNotification: boolean;
};

/** Sonatel's statuses as its clients read them; INITIATED, PENDING and ACCEPTED are under way. */
export type OrangeCashInStatus = "INITIATED" | "PENDING" | "ACCEPTED" | "SUCCESS" | "FAILED" | "REJECTED" | "CANCELLED";

/** A cash-in as the send, the status read and the lookup answer it (errorCode once failed: assumed). */
export type OrangeCashIn = {
  transactionId: string;
  reference: string;
  status: OrangeCashInStatus;
  amount?: { value: number; unit: "XOF" };
  customer?: { idType: "MSISDN"; id: string };
  errorCode?: string;
  errorMessage?: string;
};

/** A refused request (assumed problem-style body; the gateway's own 401 is `{ code, message, description }`). */
export const orangeCashInError = (status: number, code: string, detail: string) => ({
  status,
  code,
  title: code,
  detail,
});

/** The codes PayFlow reads (assumed names), a failed cash-in's `errorCode` or a refusal's `code`. */
export const ORANGE_PAYOUT_FAILURES: Record<string, PayoutFailureCode> = {
  CUSTOMER_NOT_FOUND: "beneficiary_not_found",
  CUSTOMER_NOT_ALLOWED: "beneficiary_not_allowed",
  CUSTOMER_BLOCKED: "beneficiary_not_allowed",
  CUSTOMER_LIMIT_REACHED: "beneficiary_limit_reached",
  INSUFFICIENT_BALANCE: "insufficient_operator_funds",
  INVALID_PIN: "operator_rejected",
  PARTNER_NOT_FOUND: "operator_rejected",
  INVALID_REQUEST: "operator_rejected",
  DUPLICATE_REFERENCE: "operator_rejected",
  INTERNAL_ERROR: "operator_unavailable",
  SERVICE_UNAVAILABLE: "operator_unavailable",
};

/**
 * The retailer's PIN as Orange reads it: RSA-encrypted with its published key, base64.
 * ASSUMPTION: OAEP padding (SHA-1), as Node's crypto does by default; Sonatel's clients are
 * said to use PKCS#1 v1.5, which Node no longer decrypts — to confirm with Orange.
 */
export function encryptOrangePin(pin: string, key: OrangePublicKey): string {
  // Sonatel's `key` is the base64 of the DER SubjectPublicKeyInfo; a PEM is taken as well.
  const publicKey = key.key.includes("BEGIN")
    ? createPublicKey(key.key)
    : createPublicKey({ key: Buffer.from(key.key, "base64"), format: "der", type: "spki" });
  const sealed = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING }, Buffer.from(pin));
  return sealed.toString("base64");
}

import { PAYMENT_OPERATOR_NAMES, type PaymentOperator } from "@payflow/contracts/payment-rules";
import type { TFunction } from "i18next";
import { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errors";

/** How a payer reads an operator: the brand names as they are, the bank transfer in their language. */
export function operatorName(t: TFunction, operator: PaymentOperator): string {
  return operator === "bank_transfer" ? t("checkout.bankTransfer") : PAYMENT_OPERATOR_NAMES[operator];
}

const PAYER_WORDING = [
  "payerPhoneRequired",
  "unknownOperator",
  "apiKeyMissingForAccount",
  "bankAccountRequired",
  "paymentNotPending",
] as const;
type PayerWorded = (typeof PAYER_WORDING)[number];

/**
 * A refusal as the payer should read it: the general message (errors.<code>) unless it speaks
 * to the business ("Add a bank account to your payment accounts…"), then the payer's wording.
 */
export function payerErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && (PAYER_WORDING as readonly string[]).includes(error.code)) {
    return t(`checkout.payerErrors.${error.code as PayerWorded}`, { operator: error.params?.operator ?? "" });
  }
  return errorMessage(t, error);
}

/** The same wording for a code found on this side (checkPayer). */
export function payerCodeMessage(t: TFunction, code: "invalidPhone" | "operatorPrefixMismatch" | "payerPhoneRequired") {
  return code === "payerPhoneRequired" ? t("checkout.payerErrors.payerPhoneRequired") : t(`errors.${code}`);
}

/** Only web addresses leave this page (operator pages, the merchant's return URL, the sandbox phone). */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The server's QR code, shown only as an SVG image (an <img> never runs what it contains). */
export function svgDataUrl(value: string | null): string | null {
  return value?.startsWith("data:image/svg+xml") ? value : null;
}

/** An amount or a number inside a sentence, kept on one line ("12 500 FCFA" never splits). */
export function unbroken(value: string): string {
  return value.replace(/ /g, "\u00a0");
}

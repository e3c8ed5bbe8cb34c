// Payment account form checks (docs/PRODUCT.md §5) and the providers of §3, shared by the web and
// the server. Pure functions without zod.

import { isValidPhone, normalizePhone } from "./rules";
import { type FieldError, isBlank } from "./validation";

/** Mobile money operators, by the name the form shows and stores (docs/PRODUCT.md §3). */
export const MOBILE_OPERATORS = ["Orange Money", "MTN Mobile Money", "Moov Money", "Wave"] as const;
export type MobileOperator = (typeof MOBILE_OPERATORS)[number];

/** The six banks of docs/PRODUCT.md §3. */
export const BANKS = [
  "Caisse Nationale d'Épargne",
  "Ecobank",
  "NSIA Banque",
  "Société Générale (SGBC)",
  "Bank of Africa (BOA)",
  "BNI",
] as const;
export type Bank = (typeof BANKS)[number];

export const PROVIDERS = [...MOBILE_OPERATORS, ...BANKS] as const;
export type Provider = (typeof PROVIDERS)[number];

/** The badge a row shows: OM, MTN, MV, W for operators; a bank's short name. */
export const PROVIDER_BADGE: Record<Provider, string> = {
  "Orange Money": "OM",
  "MTN Mobile Money": "MTN",
  "Moov Money": "MV",
  Wave: "W",
  "Caisse Nationale d'Épargne": "CNE",
  Ecobank: "Ecobank",
  "NSIA Banque": "NSIA",
  "Société Générale (SGBC)": "SGBC",
  "Bank of Africa (BOA)": "BOA",
  BNI: "BNI",
};

/**
 * Mobile prefixes in Côte d'Ivoire (docs/OPERATORS.md): 07 Orange, 05 MTN, 01 Moov. Wave is a
 * wallet on any of them.
 */
export const OPERATOR_PREFIXES: Record<MobileOperator, readonly string[]> = {
  "Orange Money": ["07"],
  "MTN Mobile Money": ["05"],
  "Moov Money": ["01"],
  Wave: ["01", "05", "07"],
};

export const ACCOUNT_NAME_MAX = 120;

export function isMobileOperator(provider: string): provider is MobileOperator {
  return (MOBILE_OPERATORS as readonly string[]).includes(provider);
}

export function isProvider(value: string): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value);
}

/** A bank account number or IBAN: spaces and hyphens removed, upper case. */
export function normalizeAccountNumber(value: string): string {
  return normalizePhone(value).toUpperCase();
}

/** 10 to 34 letters or digits (a UEMOA RIB has 24, an IBAN up to 34), with 8 digits or more. */
export function isValidBankAccountNumber(value: string): boolean {
  const v = normalizeAccountNumber(value);
  return /^[A-Z0-9]{10,34}$/.test(v) && (v.match(/\d/g) ?? []).length >= 8;
}

/** True when a valid mobile number's prefix does not belong to the operator. */
export function hasOperatorPrefixMismatch(provider: string, number: string): boolean {
  if (!isMobileOperator(provider) || !isValidPhone(number)) return false;
  return !OPERATOR_PREFIXES[provider].includes(normalizePhone(number).slice(0, 2));
}

export type PaymentAccountFormInput = {
  accountName: string;
  operatorBank: string;
  accountNumberPhone: string;
  /** The legal holder: required for a bank account (the payer of a transfer names it). */
  holderName?: string | undefined;
};

/**
 * Name, provider, then the number: a 10-digit phone with the operator's prefix, or a bank
 * account number; a bank account's holder last.
 */
export function firstPaymentAccountError(
  input: PaymentAccountFormInput,
): FieldError<keyof PaymentAccountFormInput> | null {
  if (isBlank(input.accountName)) return { field: "accountName", code: "nameRequired" };
  if (input.accountName.trim().length > ACCOUNT_NAME_MAX) return { field: "accountName", code: "fieldTooLong" };
  if (isBlank(input.operatorBank)) return { field: "operatorBank", code: "providerRequired" };
  if (!isProvider(input.operatorBank)) return { field: "operatorBank", code: "providerRequired" };
  if (isMobileOperator(input.operatorBank)) {
    if (!isValidPhone(input.accountNumberPhone)) return { field: "accountNumberPhone", code: "invalidPhone" };
    if (hasOperatorPrefixMismatch(input.operatorBank, input.accountNumberPhone))
      return { field: "accountNumberPhone", code: "operatorPrefixMismatch" };
  } else {
    if (!isValidBankAccountNumber(input.accountNumberPhone))
      return { field: "accountNumberPhone", code: "invalidAccountNumber" };
    if (isBlank(input.holderName ?? "")) return { field: "holderName", code: "holderNameRequired" };
    if ((input.holderName ?? "").trim().length > ACCOUNT_NAME_MAX) return { field: "holderName", code: "fieldTooLong" };
  }
  return null;
}

/**
 * A stored bank number as banks print it: an IBAN in groups of 4 (`CI93 CI05 9010 …`), a UEMOA
 * RIB as bank code, branch code, account number and key (`CI059 01001 123456789012 34`);
 * anything else (and a phone) as stored.
 */
export function formatBankAccountNumber(value: string): string {
  const v = normalizeAccountNumber(value);
  const rib = /^([A-Z]{2}\d{3})(\d{5})([A-Z0-9]{12})(\d{2})$/.exec(v);
  if (rib) return rib.slice(1).join(" ");
  if (/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v)) return v.replace(/(.{4})(?=.)/g, "$1 ");
  return value;
}

/** The stored form of a valid number: phone digits, or the account number in upper case. */
export function normalizeAccountNumberPhone(provider: string, value: string): string {
  return isMobileOperator(provider) ? normalizePhone(value) : normalizeAccountNumber(value);
}

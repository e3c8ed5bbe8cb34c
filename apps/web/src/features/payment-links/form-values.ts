import type { TimeZoneLabel } from "@payflow/contracts/constants";
import {
  isHttpUrl,
  PAYMENT_LINK_LIMITS,
  type PaymentLinkAmountType,
  type PaymentLinkFields,
  paymentLinkAmountsError,
  paymentLinkSlugError,
} from "@payflow/contracts/payment-link-rules";
import type { CreatePaymentLinkRequest, PaymentLink, UpdatePaymentLinkRequest } from "@payflow/contracts/payment-links";
import type { MobilePaymentOperator } from "@payflow/contracts/payment-rules";
import { paymentAmountError } from "@payflow/contracts/rules";
import type { FieldError } from "@payflow/contracts/validation";

// The link form's values as typed, their checks (the contracts' rules, in the form's order) and
// the request they make. Dates are typed in the person's time zone (a fixed offset).

export type LinkFormValues = {
  slug: string;
  title: string;
  description: string;
  imageUrl: string;
  amountType: PaymentLinkAmountType;
  amount: number | "";
  quantityMax: number | "";
  minAmount: number | "";
  maxAmount: number | "";
  /** As typed, one amount per tag ("5 000"). */
  suggestedAmounts: string[];
  operators: MobilePaymentOperator[];
  fields: PaymentLinkFields;
  noteLabel: string;
  /** "YYYY-MM-DDTHH:mm" in the person's time zone, or "". */
  expiresAt: string;
  maxPayments: number | "";
  successMessage: string;
  returnUrl: string;
};

export const EMPTY_LINK: LinkFormValues = {
  slug: "",
  title: "",
  description: "",
  imageUrl: "",
  amountType: "fixed",
  amount: "",
  quantityMax: "",
  minAmount: "",
  maxAmount: "",
  suggestedAmounts: [],
  operators: [],
  fields: { name: "off", phone: "off", email: "off", note: "off" },
  noteLabel: "",
  expiresAt: "",
  maxPayments: "",
  successMessage: "",
  returnUrl: "",
};

const offsetMinutes = (zone: TimeZoneLabel) => {
  const [, sign, h, m] = /([+-])(\d\d):(\d\d)$/.exec(zone) ?? [];
  return (sign === "-" ? -1 : 1) * (Number(h ?? 0) * 60 + Number(m ?? 0));
};

/** An instant as a datetime-local value in `zone`. */
export function toZonedInput(iso: string, zone: TimeZoneLabel): string {
  return new Date(new Date(iso).getTime() + offsetMinutes(zone) * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local value typed in `zone`, as an ISO instant. */
export function fromZonedInput(local: string, zone: TimeZoneLabel): string {
  return new Date(new Date(`${local}:00Z`).getTime() - offsetMinutes(zone) * 60_000).toISOString();
}

/** "5 000", "5000" or "5,000" as 5000; anything else NaN (refused by the amount rule). */
export function parseAmount(typed: string): number {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, "");
  if (/^\d+$/.test(compact)) return Number(compact);
  return /^\d{1,3}([.,]\d{3})+$/.test(compact) ? Number(compact.replace(/[.,]/g, "")) : Number.NaN;
}

const orNull = (n: number | "") => (n === "" ? null : n);
const whole = (n: number | "", max: number) => n === "" || (Number.isInteger(n) && n >= 1 && n <= max);

export function linkFormValues(link: PaymentLink, zone: TimeZoneLabel): LinkFormValues {
  return {
    slug: link.slug,
    title: link.title,
    description: link.description,
    imageUrl: link.imageUrl ?? "",
    amountType: link.amountType,
    amount: link.amount ?? "",
    quantityMax: link.quantityMax ?? "",
    minAmount: link.minAmount ?? "",
    maxAmount: link.maxAmount ?? "",
    suggestedAmounts: link.suggestedAmounts.map(String),
    operators: link.operators.filter((o): o is MobilePaymentOperator => o !== "bank_transfer"),
    fields: link.fields,
    noteLabel: link.noteLabel,
    expiresAt: link.expiresAt ? toZonedInput(link.expiresAt, zone) : "",
    maxPayments: link.maxPayments ?? "",
    successMessage: link.successMessage,
    returnUrl: link.returnUrl ?? "",
  };
}

type Failure = FieldError<Extract<keyof LinkFormValues, string>> | null;

const amountFailure = (field: "amount" | "minAmount" | "maxAmount", n: number | ""): Failure => {
  const code = n === "" ? null : paymentAmountError(n);
  return code ? { field, code } : null;
};

/** The form's checks in its order: address, title, picture, amounts, limits, return address. */
export function linkFormRules(v: LinkFormValues): Failure[] {
  const slug = v.slug.trim().toLowerCase();
  const slugCode = slug ? paymentLinkSlugError(slug) : null;
  const fixed = v.amountType === "fixed";
  const suggested = v.suggestedAmounts.map(parseAmount);
  const suggestedCode = suggested.map((n) => paymentAmountError(Number.isNaN(n) ? null : n)).find(Boolean);
  const single: Failure[] = fixed
    ? [
        v.amount === "" ? { field: "amount", code: "fieldRequired" } : amountFailure("amount", v.amount),
        whole(v.quantityMax, PAYMENT_LINK_LIMITS.quantityMax)
          ? null
          : { field: "quantityMax", code: "validationFailed" },
      ]
    : [
        amountFailure("minAmount", v.minAmount),
        amountFailure("maxAmount", v.maxAmount),
        suggestedCode ? { field: "suggestedAmounts", code: suggestedCode } : null,
        suggested.length > PAYMENT_LINK_LIMITS.suggestedAmounts
          ? { field: "suggestedAmounts", code: "validationFailed" }
          : null,
      ];
  const together = single.some(Boolean) ? null : paymentLinkAmountsError(amountsOf(v));
  return [
    slugCode ? { field: "slug", code: slugCode } : null,
    v.title.trim() ? null : { field: "title", code: "fieldRequired" },
    v.imageUrl.trim() && !isHttpUrl(v.imageUrl.trim()) ? { field: "imageUrl", code: "invalidUrl" } : null,
    ...single,
    together ? ({ field: together.field, code: together.code } as Failure) : null,
    whole(v.maxPayments, PAYMENT_LINK_LIMITS.maxPayments) ? null : { field: "maxPayments", code: "validationFailed" },
    v.returnUrl.trim() && !isHttpUrl(v.returnUrl.trim()) ? { field: "returnUrl", code: "invalidUrl" } : null,
  ];
}

/** The amounts the link is sent with: only those of its amount type (the others cleared). */
function amountsOf(v: LinkFormValues) {
  const fixed = v.amountType === "fixed";
  return {
    amountType: v.amountType,
    amount: fixed ? orNull(v.amount) : null,
    quantityMax: fixed ? orNull(v.quantityMax) : null,
    minAmount: fixed ? null : orNull(v.minAmount),
    maxAmount: fixed ? null : orNull(v.maxAmount),
    suggestedAmounts: fixed ? [] : v.suggestedAmounts.map(parseAmount),
  };
}

/** The edit's body: every field but the slug, an empty one cleared. */
export function updateRequest(v: LinkFormValues, zone: TimeZoneLabel): UpdatePaymentLinkRequest {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    imageUrl: v.imageUrl.trim() || null,
    ...amountsOf(v),
    operators: v.operators,
    fields: v.fields,
    noteLabel: v.fields.note === "off" ? "" : v.noteLabel.trim(),
    expiresAt: v.expiresAt ? fromZonedInput(v.expiresAt, zone) : null,
    maxPayments: orNull(v.maxPayments),
    successMessage: v.successMessage.trim(),
    returnUrl: v.returnUrl.trim() || null,
  };
}

/** The creation's body: the edit's, with the address when one was typed. */
export function createRequest(v: LinkFormValues, zone: TimeZoneLabel): CreatePaymentLinkRequest {
  const slug = v.slug.trim().toLowerCase();
  return { ...(slug ? { slug } : {}), ...updateRequest(v, zone), title: v.title.trim(), amountType: v.amountType };
}

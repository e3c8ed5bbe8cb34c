import {
  FNE_CURRENCIES,
  FNE_INVOICE_TYPES,
  FNE_PAYMENT_METHODS,
  FNE_TAX_CODES,
  FNE_TEMPLATES,
  type FneSignRequest,
  type FneTaxCode,
} from "../../fne/types";
import { type Body, FieldErrors } from "./fields";
import { fieldError, invalid, type Refusal, refusal } from "./replies";
import type { FneSpace } from "./space";

// The sign call's checks, in the platform's order (docs/FNE.md, "The sandbox"): required fields
// and their types (every problem at once, per field) → the enumerations → the establishment and
// its point of sale (exact names) → exactly one VAT code per sale line → B2B needs the client's
// NCC → a foreign currency needs its rate. The first step that finds something answers 400 with
// what it found; later steps are not run.

const REQUIRED = [
  "invoiceType",
  "paymentMethod",
  "template",
  "clientCompanyName",
  "clientEmail",
  "pointOfSale",
  "establishment",
];
const OPTIONAL = ["rne", "clientNcc", "clientSellerName", "commercialMessage", "footer", "foreignCurrency"];

function fieldsOf(body: Body): FieldErrors {
  const f = new FieldErrors();
  for (const field of REQUIRED) f.requiredString(body, field);
  for (const field of OPTIONAL) f.optionalString(body, field);
  const phone = body.clientPhone;
  if (phone === undefined || phone === null || phone === "")
    f.add("clientPhone", "required", "clientPhone is required");
  else if (typeof phone !== "string" && typeof phone !== "number")
    f.add("clientPhone", "invalid", "clientPhone must be a string of digits");
  if (body.isRne !== undefined && typeof body.isRne !== "boolean") f.add("isRne", "invalid", "isRne must be a boolean");
  if (body.isRne === true) f.requiredString(body, "rne");
  f.number(body, "foreignCurrencyRate", { min: 0 });
  f.number(body, "discount", { min: 0, max: 100 });
  f.customTaxes(body, "customTaxes");
  f.list(body, "items", (item, at) => {
    f.requiredString(item, "description", `${at}.description`);
    f.optionalString(item, "reference", `${at}.reference`);
    f.optionalString(item, "measurementUnit", `${at}.measurementUnit`);
    f.number(item, "quantity", { path: `${at}.quantity`, required: true, min: 0, above: true });
    f.number(item, "amount", { path: `${at}.amount`, required: true, min: 0 });
    f.number(item, "discount", { path: `${at}.discount`, min: 0, max: 100 });
    f.customTaxes(item, `${at}.customTaxes`);
  });
  return f;
}

function enumsOf(body: Body): FieldErrors {
  const f = new FieldErrors();
  const oneOf = (field: string, allowed: readonly string[]) => {
    if (!allowed.includes(body[field] as string))
      f.add(field, "invalid", `${field} must be one of: ${allowed.join(", ")}`);
  };
  oneOf("invoiceType", FNE_INVOICE_TYPES);
  oneOf("paymentMethod", FNE_PAYMENT_METHODS);
  oneOf("template", FNE_TEMPLATES);
  if (body.foreignCurrency) oneOf("foreignCurrency", FNE_CURRENCIES);
  return f;
}

/** The lines whose `taxes` is not exactly one known code (a sale's lines only). */
function taxProblems(items: Body[]): FieldErrors {
  const f = new FieldErrors();
  items.forEach((item, i) => {
    const taxes = item.taxes;
    const one = Array.isArray(taxes) && taxes.length === 1 && FNE_TAX_CODES.includes(taxes[0] as FneTaxCode);
    if (!one)
      f.add(`items.${i}.taxes`, "invalid", `Each item must have exactly one tax among ${FNE_TAX_CODES.join(", ")}`);
  });
  return f;
}

/** The request once every check passed, or the refusal of the first check that did not. */
export function checkSign(body: Body, space: FneSpace): { request: FneSignRequest } | { refused: Refusal } {
  const problem = firstProblem(body, space);
  return problem ? { refused: problem } : { request: body as FneSignRequest };
}

function firstProblem(body: Body, space: FneSpace): Refusal | null {
  const fields = fieldsOf(body);
  if (!fields.empty) return invalid("Validation failed", fields.errors);
  const enums = enumsOf(body);
  if (!enums.empty) return invalid("Validation failed", enums.errors);
  const request = body as FneSignRequest;
  if (request.invoiceType === "purchase") {
    const message = "Purchase slips are not enabled for this company";
    return invalid(message, fieldError("invoiceType", "notEnabled", message));
  }
  const establishment = space.establishments.find((e) => e.name === request.establishment);
  if (!establishment)
    return refusal(
      400,
      "Invalid establishment.",
      "bad_request",
      fieldError("establishment", "invalid", "Establishment is invalid"),
    );
  if (!establishment.pointsOfSale.includes(request.pointOfSale))
    return refusal(
      400,
      "Invalid point of sale.",
      "bad_request",
      fieldError("pointOfSale", "invalid", "Point of sale is invalid"),
    );
  const taxes = taxProblems(body.items as Body[]);
  if (!taxes.empty) return invalid("Each item must have exactly one tax.", taxes.errors);
  if (request.template === "B2B" && !request.clientNcc)
    return invalid(
      "clientNcc is required for B2B invoices.",
      fieldError("clientNcc", "required", "clientNcc is required for B2B invoices"),
    );
  const foreign = request.foreignCurrency && request.foreignCurrency !== "XOF";
  if (foreign && !((request.foreignCurrencyRate ?? 0) > 0)) {
    const message = "foreignCurrencyRate is required with a foreign currency";
    return invalid(`${message}.`, fieldError("foreignCurrencyRate", "required", message));
  }
  return null;
}

import type { FneCustomTax, FneFieldErrors } from "../../fne/types";

// Field checks shared by the sign and refund validations: each adds `errors[<field>][<rule>]`
// (rules `required` and `invalid`), the field named by its path (`items.0.quantity`).

export type Body = Record<string, unknown>;

export class FieldErrors {
  readonly errors: FneFieldErrors = {};

  add(field: string, rule: string, message: string): void {
    this.errors[field] = { ...this.errors[field], [rule]: message };
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** A string with something in it. */
  requiredString(body: Body, field: string, path = field): void {
    const v = body[field];
    if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) {
      this.add(path, "required", `${path} is required`);
    } else if (typeof v !== "string") this.add(path, "invalid", `${path} must be a string`);
  }

  optionalString(body: Body, field: string, path = field): void {
    const v = body[field];
    if (v !== undefined && v !== null && typeof v !== "string") this.add(path, "invalid", `${path} must be a string`);
  }

  /** A finite number within [min, max] (`above`: strictly greater than min). */
  number(
    body: Body,
    field: string,
    opts: { path?: string; required?: boolean; min?: number; max?: number; above?: boolean },
  ) {
    const path = opts.path ?? field;
    const v = body[field];
    if (v === undefined || v === null) {
      if (opts.required) this.add(path, "required", `${path} is required`);
      return;
    }
    if (typeof v !== "number" || !Number.isFinite(v)) {
      this.add(path, "invalid", `${path} must be a number`);
      return;
    }
    const min = opts.min ?? Number.NEGATIVE_INFINITY;
    if (opts.above ? v <= min : v < min)
      this.add(path, "min", `${path} must be ${opts.above ? "above" : "at least"} ${min}`);
    if (opts.max !== undefined && v > opts.max) this.add(path, "max", `${path} must be at most ${opts.max}`);
  }

  /** `field`: a list of at least one object, each checked by `each` with its path (`items.0`). */
  list(body: Body, field: string, each: (item: Body, at: string) => void): void {
    const v = body[field];
    if (!Array.isArray(v) || v.length === 0) {
      const rule = v === undefined || Array.isArray(v) ? "required" : "invalid";
      this.add(field, rule, `${field} must list at least one item`);
      return;
    }
    for (const [i, item] of v.entries()) {
      const at = `${field}.${i}`;
      if (isBody(item)) each(item, at);
      else this.add(at, "invalid", `${at} must be an object`);
    }
  }

  /** `customTaxes`: absent, or a list of `{name, amount}` with a rate in % of at least 0. */
  customTaxes(body: Body, path: string): void {
    const v = body.customTaxes;
    if (v === undefined || v === null) return;
    if (!Array.isArray(v)) {
      this.add(path, "invalid", `${path} must be an array`);
      return;
    }
    for (const [i, tax] of v.entries()) {
      if (!isBody(tax)) {
        this.add(`${path}.${i}`, "invalid", `${path}.${i} must be an object`);
        continue;
      }
      this.requiredString(tax, "name", `${path}.${i}.name`);
      this.number(tax, "amount", { path: `${path}.${i}.amount`, required: true, min: 0 });
    }
  }
}

export const isBody = (v: unknown): v is Body => typeof v === "object" && v !== null && !Array.isArray(v);

/** `customTaxes` once checked. */
export const customTaxesOf = (body: Body): FneCustomTax[] =>
  Array.isArray(body.customTaxes)
    ? (body.customTaxes as Body[]).map((t) => ({ name: String(t.name), amount: Number(t.amount) }))
    : [];

/** The request's JSON object: an empty body reads as `{}` (every required field then says so), anything else not an object is null. */
export function parseBody(text: string): Body | null {
  if (text.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isBody(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

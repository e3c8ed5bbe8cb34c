import { z } from "zod";

// The merchant API (/v1) shows each resource in snake_case, Stripe-like, with an `object` field
// naming it; the dashboard API (/api) shows the same resource in camelCase. Each resource is
// written once, in camelCase, and its /v1 form is derived here key by key — the field schemas
// (and so their descriptions in both OpenAPI documents) are the same objects. Nested objects are
// cased too; records (metadata) keep the keys their owner chose.

/** `refundedAmount` → `refunded_amount`, at the type level. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export const snakeCase = (value: string) => value.replaceAll(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type Renames = Record<string, string>;
/** No renames. */
type None = Record<never, string>;
type KeyOf<K, R> = K extends keyof R ? (R[K] extends string ? R[K] : SnakeCase<K & string>) : SnakeCase<K & string>;

/** A field's schema with its nested objects cased (a nullable object stays nullable). */
type Cased<F> =
  F extends z.ZodNullable<z.ZodObject<infer Inner extends z.ZodRawShape>>
    ? z.ZodNullable<z.ZodObject<SnakeShape<Inner, None>>>
    : F extends z.ZodObject<infer Inner extends z.ZodRawShape>
      ? z.ZodObject<SnakeShape<Inner, None>>
      : F;

export type SnakeShape<S extends z.ZodRawShape, R> = {
  -readonly [K in keyof S as KeyOf<K, R>]: Cased<S[K]>;
};

type Converter = (value: Record<string, unknown>) => Record<string, unknown>;

/** The field's nested object, if it is one (or a nullable one). */
function objectOf(field: z.ZodType): z.ZodObject | null {
  if (field instanceof z.ZodObject) return field;
  if (field instanceof z.ZodNullable && field.unwrap() instanceof z.ZodObject) return field.unwrap() as z.ZodObject;
  return null;
}

/** A nested object's schema cased, keeping the field's description. */
function casedField(field: z.ZodType): { schema: z.ZodType; convert: Converter | null } {
  const inner = objectOf(field);
  if (!inner) return { schema: field, convert: null };
  const cased = casedShape(inner.shape, {});
  let schema: z.ZodType = z.object(cased.shape);
  if (field instanceof z.ZodNullable) schema = schema.nullable();
  const { id: _id, ...meta } = { ...inner.meta(), ...field.meta() };
  return { schema: Object.keys(meta).length ? schema.meta(meta) : schema, convert: cased.convert };
}

function casedShape(shape: z.ZodRawShape, renames: Renames) {
  const out: Record<string, z.ZodType> = {};
  const steps: Array<[string, string, Converter | null]> = [];
  for (const [key, field] of Object.entries(shape)) {
    const name = renames[key] ?? snakeCase(key);
    const { schema, convert } = casedField(field as z.ZodType);
    out[name] = schema;
    steps.push([key, name, convert]);
  }
  const convert: Converter = (value) => {
    const result: Record<string, unknown> = {};
    for (const [key, name, nested] of steps) {
      const v = value[key];
      result[name] = nested && v !== null && v !== undefined ? nested(v as Record<string, unknown>) : v;
    }
    return result;
  };
  // Back to camelCase (a request body): only the fields sent, so "absent" stays absent.
  const revert: Converter = (value) => {
    const result: Record<string, unknown> = {};
    for (const [key, name] of steps) if (value[name] !== undefined) result[key] = value[name];
    return result;
  };
  return { shape: out, convert, revert };
}

/**
 * The /v1 form of a resource: `id` first, then `object` (its name), then every field of the
 * camelCase schema in snake_case (`rename` for the few names the merchant API spells otherwise,
 * as Stripe does). Returns the zod schema (named `ref` in the OpenAPI document) and the
 * function that turns the camelCase value into it.
 */
export function snakeCased<
  S extends z.ZodRawShape,
  const O extends string,
  const R extends Partial<Record<keyof S & string, string>> = None,
>(schema: z.ZodObject<S>, options: { object: O; ref?: string; rename?: R }) {
  const cased = casedShape(schema.shape, (options.rename ?? {}) as Renames);
  const { id, ...rest } = cased.shape;
  const shape = {
    ...(id ? { id } : {}),
    object: z.literal(options.object).describe(`Always "${options.object}": what this object is`),
    ...rest,
  };
  const object = z.object(shape);
  const result = (options.ref ? object.meta({ id: options.ref }) : object) as unknown as z.ZodObject<
    { object: z.ZodLiteral<O> } & SnakeShape<S, R>
  >;
  type Output = z.output<typeof result>;
  const from = (value: z.output<z.ZodObject<S>>): Output => {
    const { id: idValue, ...fields } = cased.convert(value as Record<string, unknown>);
    return { ...(id ? { id: idValue } : {}), object: options.object, ...fields } as Output;
  };
  return { schema: result, from };
}

/**
 * A /v1 request body: the dashboard's request contract (the same rules and error codes) with its
 * keys in snake_case and unknown fields refused, and the function that reads a valid body back
 * in camelCase for the service. Only flat bodies: a nested object would need its own casing.
 */
export function snakeCasedRequest<S extends z.ZodRawShape>(schema: z.ZodObject<S>, ref: string) {
  const cased = casedShape(schema.shape, {});
  const result = z.object(cased.shape).strict().meta({ id: ref }) as unknown as z.ZodObject<SnakeShape<S, None>>;
  const toCamel = (value: z.output<typeof result>) =>
    cased.revert(value as Record<string, unknown>) as z.output<z.ZodObject<S>>;
  return { schema: result, toCamel };
}

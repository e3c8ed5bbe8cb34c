import { z } from "zod";

// The merchant API (/v1) shows each resource in snake_case, Stripe-like, with an `object` field
// naming it; the dashboard API (/api) shows the same resource in camelCase. Each resource is
// written once, in camelCase, and its /v1 form is derived here key by key — the field schemas
// (and so their descriptions in both OpenAPI documents) are the same objects. Nested objects and
// lists of objects (an invoice's lines) are cased too; records (metadata) keep the keys their
// owner chose.

/** `refundedAmount` → `refunded_amount`, at the type level. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export const snakeCase = (value: string) => value.replaceAll(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type Renames = Record<string, string>;
/** No renames. */
type None = Record<never, string>;
type KeyOf<K, R> = K extends keyof R ? (R[K] extends string ? R[K] : SnakeCase<K & string>) : SnakeCase<K & string>;

/** A list of objects with its objects' keys cased. */
type CasedList<F> =
  F extends z.ZodArray<z.ZodObject<infer Inner extends z.ZodRawShape, infer C extends z.core.$ZodObjectConfig>>
    ? z.ZodArray<z.ZodObject<SnakeShape<Inner, None>, C>>
    : F;

/**
 * A field's schema with its nested objects cased (a nullable object stays nullable), and its
 * lists of objects (an optional list stays optional).
 */
type Cased<F> =
  F extends z.ZodNullable<z.ZodObject<infer Inner extends z.ZodRawShape>>
    ? z.ZodNullable<z.ZodObject<SnakeShape<Inner, None>>>
    : F extends z.ZodObject<infer Inner extends z.ZodRawShape>
      ? z.ZodObject<SnakeShape<Inner, None>>
      : F extends z.ZodOptional<infer List extends z.ZodArray>
        ? z.ZodOptional<CasedList<List>>
        : CasedList<F>;

export type SnakeShape<S extends z.ZodRawShape, R> = {
  -readonly [K in keyof S as KeyOf<K, R>]: Cased<S[K]>;
};

type Converter = (value: Record<string, unknown>) => Record<string, unknown>;
/** A nested value's conversion, both ways: an object, or a list of objects. */
type Nested = { convert: (value: never) => unknown; revert: (value: never) => unknown };

/** The field's nested object, if it is one (or a nullable one). */
function objectOf(field: z.ZodType): z.ZodObject | null {
  if (field instanceof z.ZodObject) return field;
  if (field instanceof z.ZodNullable && field.unwrap() instanceof z.ZodObject) return field.unwrap() as z.ZodObject;
  return null;
}

/** The schema with the metadata (description, example) of the given ones, without their id. */
function withMeta(schema: z.ZodType, ...from: z.ZodType[]): z.ZodType {
  const { id: _id, ...meta } = Object.assign({}, ...from.map((f) => f.meta()));
  return Object.keys(meta).length ? schema.meta(meta) : schema;
}

/**
 * A list of objects (optional or not) with its objects cased; its own checks (the least and most
 * items, with their error codes) kept. A request's objects refuse unknown keys, as the body does.
 */
function casedList(field: z.ZodType, strict: boolean): { schema: z.ZodType; nested: Nested } | null {
  const list = field instanceof z.ZodOptional ? field.unwrap() : field;
  if (!(list instanceof z.ZodArray) || !(list.element instanceof z.ZodObject)) return null;
  const element = list.element as z.ZodObject;
  const cased = casedShape(element.shape, {}, strict);
  const item = withMeta(strict ? z.object(cased.shape).strict() : z.object(cased.shape), element);
  let schema = withMeta(list.clone({ ...list._zod.def, element: item } as typeof list._zod.def), list);
  if (field instanceof z.ZodOptional) schema = withMeta(schema.optional(), field);
  const each = (step: Converter) => (value: Array<Record<string, unknown>>) => value.map(step);
  return { schema, nested: { convert: each(cased.convert), revert: each(cased.revert) } };
}

/** A nested object's schema cased, keeping the field's description; a list of objects's too. */
function casedField(field: z.ZodType, strict: boolean): { schema: z.ZodType; nested: Nested | null } {
  const list = casedList(field, strict);
  if (list) return list;
  const inner = objectOf(field);
  if (!inner) return { schema: field, nested: null };
  const cased = casedShape(inner.shape, {}, strict);
  let schema: z.ZodType = z.object(cased.shape);
  if (field instanceof z.ZodNullable) schema = schema.nullable();
  return { schema: withMeta(schema, inner, field), nested: cased };
}

function casedShape(shape: z.ZodRawShape, renames: Renames, strict = false) {
  const out: Record<string, z.ZodType> = {};
  const steps: Array<[string, string, Nested | null]> = [];
  for (const [key, field] of Object.entries(shape)) {
    const name = renames[key] ?? snakeCase(key);
    const { schema, nested } = casedField(field as z.ZodType, strict);
    out[name] = schema;
    steps.push([key, name, nested]);
  }
  const convert: Converter = (value) => {
    const result: Record<string, unknown> = {};
    for (const [key, name, nested] of steps) {
      const v = value[key];
      result[name] = nested && v !== null && v !== undefined ? nested.convert(v as never) : v;
    }
    return result;
  };
  // Back to camelCase (a request body): only the fields sent, so "absent" stays absent.
  const revert: Converter = (value) => {
    const result: Record<string, unknown> = {};
    for (const [key, name, nested] of steps) {
      const v = value[name];
      if (v !== undefined) result[key] = nested && v !== null ? nested.revert(v as never) : v;
    }
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
 * in camelCase for the service. Flat bodies, and lists of flat objects (an invoice's lines).
 */
export function snakeCasedRequest<S extends z.ZodRawShape>(schema: z.ZodObject<S>, ref: string) {
  const cased = casedShape(schema.shape, {}, true);
  const result = z.object(cased.shape).strict().meta({ id: ref }) as unknown as z.ZodObject<SnakeShape<S, None>>;
  const toCamel = (value: z.output<typeof result>) =>
    cased.revert(value as Record<string, unknown>) as z.output<z.ZodObject<S>>;
  return { schema: result, toCamel };
}

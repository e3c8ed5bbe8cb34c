// Every component schema of /v1/openapi.json carries a whole `example` (a reference page shows
// it, a generated client's docs quote it). It is composed from what the contracts already say of
// each field — its own `example` (zod `.meta({ example })`), its only value, the first of its
// enum — and, for a field that says nothing, a value of its type and format, so an example never
// drifts from its schema.

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Components = Record<string, Schema>;

const FORMATS: Record<string, unknown> = {
  "date-time": "2026-11-24T08:00:00Z",
  date: "2026-11-24",
  uri: "https://boutique.ci/merci",
  email: "awa.kone@boutique.ci",
};

/** A text field that says nothing, by its name. */
function textFor(key: string): string {
  if (key.endsWith("_at")) return "2026-11-24T08:00:00Z";
  if (key.endsWith("url")) return "https://boutique.ci/merci";
  if (key.includes("phone")) return "+2250701020304";
  if (key === "reference" || key.endsWith("_reference")) return "CMD-42";
  if (key === "description" || key === "reason") return "Commande 42";
  if (key.includes("name")) return "Awa Koné";
  if (key === "id" || key.endsWith("_id")) return "obj_3hQk8sD0uLqz4Pm2WnB7xYcR";
  return key ? `${key.replaceAll("_", " ")}` : "texte";
}

const nullable = (schema: Schema) =>
  (Array.isArray(schema.type) && schema.type.includes("null")) || !!schema.anyOf?.some((s) => s.type === "null");

/** A value of the schema, nested objects and lists included; `seen` stops a schema met again inside itself. */
function exampleOf(schema: Schema, components: Components, seen: Set<string>, key = ""): unknown {
  if (schema.$ref) {
    const name = schema.$ref.replace("#/components/schemas/", "");
    const target = components[name];
    if (!target || seen.has(name)) return undefined;
    if (target.example !== undefined) return target.example;
    return exampleOf(target, components, new Set([...seen, name]));
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? null;
  if (schema.default !== undefined) return schema.default;
  // A field that may be null and says nothing more: null is a true example.
  if (nullable(schema)) return null;
  const alternative = schema.oneOf?.[0] ?? schema.anyOf?.find((s) => s.type !== "null") ?? schema.allOf?.[0];
  if (alternative) return exampleOf(alternative, components, seen, key);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "object" || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.properties ?? {})) {
      const example = exampleOf(field, components, seen, key);
      if (example !== undefined) value[key] = example;
    }
    return value;
  }
  if (type === "array") {
    const item = schema.items ? exampleOf(schema.items, components, seen, key) : undefined;
    return item === undefined ? [] : [item];
  }
  if (type === "integer" || type === "number") return schema.minimum ?? 1000;
  if (type === "boolean") return false;
  if (type === "string") return FORMATS[schema.format ?? ""] ?? textFor(key);
  if (type === "null") return null;
  return undefined;
}

/** The document with an `example` on each component schema that has none. */
export function withExamples<D extends { components?: { schemas?: Components } }>(document: D): D {
  const components = document.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(components)) {
    if (schema.example === undefined) schema.example = exampleOf(schema, components, new Set([name]));
  }
  return document;
}

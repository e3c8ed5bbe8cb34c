import fc from "fast-check";
import { expect } from "vitest";
import { declaredAccess } from "../../src/http/access";
import type { TestContext } from "./context";

// Property-based fuzzing of every POST/PATCH/PUT route: generated bodies — wrong
// types, huge and strange strings, unicode with lone surrogates, deep nesting, `__proto__`,
// negative, fractional and huge numbers, broken JSON — must be answered 4xx with the error
// object, never 5xx, never with a stack trace, and a refused request must leave the database as
// it was. The routes come from the app's own declarations, so a new route is fuzzed too.

export const RUNS = 1000;

export type FuzzRoute = { method: string; path: string };
export type FuzzGroup = "auth" | "team" | "payments" | "money" | "merchant";

/** Which test file fuzzes a route (five, to share the work between Vitest's workers). */
export function groupOf(route: FuzzRoute): FuzzGroup {
  if (route.path.startsWith("/v1/") || route.path.startsWith("/callbacks/")) return "merchant";
  if (/^\/api\/(auth|register|me|contact)\b/.test(route.path)) return "auth";
  if (/^\/api\/(users|team|roles|settings|support|notifications|outbox|api-keys)\b/.test(route.path)) return "team";
  if (/^\/api\/(payments|checkout|reports)\b/.test(route.path)) return "payments";
  return "money";
}

/**
 * PayFlow's own POST/PATCH/PUT routes of a group: `/api`, `/v1` and the operators' callbacks.
 * The built-in operator sandboxes (`/sandbox/…`) are left out on purpose: they answer in each
 * operator's own format (docs/OPERATORS.md), which their own tests check.
 */
export function fuzzRoutes(group: FuzzGroup): FuzzRoute[] {
  return [...declaredAccess().keys()]
    .filter((k) => /^(POST|PATCH|PUT) \/(api|v1|callbacks)\//.test(k))
    .map((k) => {
      const [method, path] = k.split(" ") as [string, string];
      return { method, path };
    })
    .filter((r) => groupOf(r) === group);
}

/** The route's URL with its parameters filled: real rows where the test made some. */
export function urlOf(route: FuzzRoute, ids: Record<string, string>): string {
  const segments = route.path.split("/");
  return segments
    .filter((segment) => !segment.endsWith("?")) // an optional parameter is left out
    .map((segment, i) => {
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1).replace(/\?$/, "");
      if (name === "operator") return "wave";
      if (name === "name") return "fuzz-role";
      return ids[segments[i - 1] ?? ""] ?? "zzfuzz00000000000000000000";
    })
    .join("/");
}

/** The field names of the route's JSON body in the OpenAPI document (none when it has no body). */
export function fieldsOf(doc: OpenApiDoc, route: FuzzRoute): string[] {
  const path = route.path.replaceAll(/:(\w+)\??/g, "{$1}");
  const op = doc.paths[path]?.[route.method.toLowerCase()];
  let schema = op?.requestBody?.content?.["application/json"]?.schema;
  if (schema?.$ref) schema = doc.components?.schemas?.[schema.$ref.split("/").at(-1) ?? ""];
  return Object.keys(schema?.properties ?? {});
}

export type OpenApiDoc = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: { $ref?: string; properties?: object } }> } }>
  >;
  components?: { schemas?: Record<string, { properties?: object }> };
};

const HUGE = "x".repeat(200_000);
/** Values of every wrong kind for a field. */
const hostile = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, -0, 0, 0.5, 99.999, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 53 + 2), 1e-300, 10_000_001, 2 ** 31),
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u202eevil",
    "\ud800",
    "𝕏🇨🇮".repeat(50),
    HUGE,
    "<script>alert(1)</script>",
    "'; DROP TABLE users; --",
    "../../etc/passwd",
    '=HYPERLINK("x")',
    "%00%ff",
    "0700000001",
    "+2250700000001",
    "wave",
    "test",
    "live",
    "admin",
    "manageAll",
  ),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 6 }),
);

const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
/** Texts that are not what any route takes: broken JSON, prototype keys, absurd nesting. */
const rawTexts = fc.constantFrom(
  "",
  "{",
  '{"a":',
  "null",
  "[]",
  '"text"',
  "1e999",
  "NaN",
  "{'single': 'quotes'}",
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"__proto__":null}',
  deep(50_000),
  deepObject(20_000),
  `{"a":"${HUGE}"}`,
  "\uFEFF{}",
);

/** A body for a route: its own field names with hostile values, or anything at all. */
export function bodies(fields: string[]): fc.Arbitrary<string> {
  const named =
    fields.length > 0
      ? fc
          .record(Object.fromEntries(fields.map((f) => [f, hostile])), { requiredKeys: [] })
          .map((v) => JSON.stringify(v))
      : fc.constant("{}");
  // `__proto__` as a real key of the text (JSON.stringify of an object literal would drop it).
  const proto = fc
    .tuple(hostile, named)
    .map(
      ([value, rest]) =>
        `{"__proto__":${JSON.stringify(value) ?? "null"}${rest.length > 2 ? `,${rest.slice(1)}` : "}"}`,
    );
  return fc.oneof(
    { weight: 5, arbitrary: named },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.object({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? "null") },
    { weight: 1, arbitrary: proto },
    { weight: 1, arbitrary: rawTexts },
  );
}

const STACK = /\n\s+at |node_modules|\/src\/|\.tsx?:\d+|\.m?js:\d+/;

/** What every answer must be: no 5xx; a refusal carries the error object; no stack anywhere. */
export function expectSafeAnswer(label: string, status: number, text: string): void {
  expect(status, `${label} → ${status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(STACK.test(text), `${label}: a stack trace or a source path in the answer: ${text.slice(0, 300)}`).toBe(false);
  if (status >= 400) {
    let body: { error?: { code?: unknown; message?: unknown } } | null = null;
    try {
      body = JSON.parse(text);
    } catch {
      // checked below
    }
    expect(typeof body?.error?.code, `${label} → ${status} without the error object: ${text.slice(0, 300)}`).toBe(
      "string",
    );
    expect(typeof body?.error?.message, `${label}: error without a message`).toBe("string");
  }
}

// Tables a refused request may change by design: sign-in and API request counters (a refused
// attempt still counts), the merchant API's idempotency keys (the first answer to a key is
// kept, refusals included, so a retry gets the same answer), and its request log (every request
// a key made is a line, refusals included: `payflow logs tail` shows them).
const CHANGES_ON_REFUSAL = new Set(["rate_limits", "idempotency_keys", "api_requests"]);
// A session's "last active" time and an API key's "last used" time move when they are used,
// whatever the request says.
const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ["updated_at"], api_keys: ["last_used_at"] };

/** A digest of every table's rows (public schema): equal digests, same data. */
export async function databaseDigest(ctx: TestContext): Promise<Record<string, string>> {
  const { rows: tables } = await ctx.pool.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    if (CHANGES_ON_REFUSAL.has(table)) continue;
    const ignored = IGNORED_COLUMNS[table] ?? [];
    const row = ignored.length ? `(to_jsonb(t) - ${ignored.map((c) => `'${c}'`).join(" - ")})::text` : "t::text";
    const { rows } = await ctx.pool.query(
      `SELECT count(*)::int AS n, coalesce(md5(string_agg(md5(${row}), '' ORDER BY md5(${row}))), '') AS h FROM "${table}" t`,
    );
    digest[table] = `${rows[0].n}:${rows[0].h}`;
  }
  return digest;
}

export type Sender = (route: FuzzRoute, url: string, body: string) => Promise<{ status: number; text: string }>;

/**
 * Fuzzes one route: RUNS generated bodies, each answer checked. The database must be unchanged
 * by the refused ones: compared around the whole batch when nothing was accepted, else the
 * refused bodies are sent again between two digests.
 */
export async function fuzzRoute(
  ctx: TestContext,
  route: FuzzRoute,
  url: string,
  fields: string[],
  send: Sender,
): Promise<Record<string, number>> {
  const label = `${route.method} ${route.path}`;
  const statuses: Record<string, number> = {};
  const refused: string[] = [];
  let accepted = 0;
  const before = await databaseDigest(ctx);
  await fc.assert(
    fc.asyncProperty(bodies(fields), async (body) => {
      const { status, text } = await send(route, url, body);
      statuses[status] = (statuses[status] ?? 0) + 1;
      expectSafeAnswer(`${label} with ${body.slice(0, 200)}`, status, text);
      if (status >= 400) refused.push(body);
      else accepted++;
    }),
    { numRuns: RUNS, seed: hashOf(label) },
  );
  if (accepted === 0) {
    expect(await databaseDigest(ctx), `${label}: a refused request changed the database`).toEqual(before);
  } else {
    const again = await databaseDigest(ctx);
    for (const body of refused) {
      const { status, text } = await send(route, url, body);
      expect(
        status,
        `${label}: refused, then accepted: ${body.slice(0, 200)} → ${text.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
    }
    expect(await databaseDigest(ctx), `${label}: a refused request changed the database`).toEqual(again);
  }
  return statuses;
}

/** A fixed seed per route: a failure reproduces, and the run is the same every time. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * A company to fuzz: limits out of the way (a 429 would prove nothing), real rows for the
 * routes' ids, the documents the field names come from, and a sender per kind of route.
 */
export async function fuzzSetup() {
  const { ADMIN, ORIGIN, createTestContext } = await import("./context");
  const { inMode } = await import("./payments");
  const ctx = await createTestContext({
    PAYFLOW_RATE_LIMIT_SIGNIN: "1000000",
    PAYFLOW_RATE_LIMIT_SIGNUP: "1000000",
    PAYFLOW_API_RATE_LIMIT: "0",
  });
  const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  const test = { "x-payflow-mode": "test" };
  const inTest = inMode(admin, "test");
  const client = await admin.post("/api/clients", { name: "Fuzz SARL", email: "fuzz@example.ci" });
  const payment = await inTest.post("/api/payments", { amount: 1500, operator: "wave", phone: "0700000004" });
  const endpoint = await inTest.post("/api/webhook-endpoints", {
    url: "http://127.0.0.1:9/fuzz",
    events: ["payment.success"],
  });
  const key = await admin.post("/api/api-keys", { keyName: "fuzz", mode: "test" });
  for (const made of [client, payment, endpoint, key]) expect(made.status, JSON.stringify(made.body)).toBe(201);
  const ids: Record<string, string> = {
    clients: client.body.id,
    payments: payment.body.id,
    checkout: payment.body.id,
    "webhook-endpoints": endpoint.body.id,
    webhook_endpoints: endpoint.body.id,
  };
  const apiDoc = (await admin.get("/api/openapi.json")).body as OpenApiDoc;
  const v1Doc = JSON.parse(await (await ctx.app.request("/v1/openapi.json")).text()) as OpenApiDoc;
  const secretKey = key.body.apiKeyRecord.key_value as string;
  let n = 0;
  const read = async (res: Response) => ({ status: res.status, text: await res.text() });
  const send: Sender = async (route, url, body) => {
    if (route.path.startsWith("/v1/")) {
      return read(
        await ctx.app.request(url, {
          method: route.method,
          headers: {
            authorization: `Bearer ${secretKey}`,
            "content-type": "application/json",
            "idempotency-key": `fuzz-${++n}`,
          },
          body,
        }),
      );
    }
    return read(
      await ctx.app.request(url, {
        method: route.method,
        headers: {
          cookie: session.cookieHeader(),
          origin: ORIGIN,
          "content-type": "application/json",
          ...test,
        },
        body,
      }),
    );
  };
  let session = admin;
  return {
    ctx,
    ids,
    send,
    fieldsOf: (route: FuzzRoute) => fieldsOf(route.path.startsWith("/v1/") ? v1Doc : apiDoc, route),
    /** A fresh admin session for the next route (the previous route may have ended its own). */
    newSession: async () => {
      session = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    },
  };
}

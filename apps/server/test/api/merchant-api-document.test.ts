import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, webhookPayload } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../support/context";
import { merchant, merchantContext, merchantPayment as payment } from "../support/merchant";
import { fund } from "../support/payouts";
import { defaultCompanyId } from "../support/people";
import { pollUntil } from "../support/sandbox";

// /v1/openapi.json says what the merchant API really takes and answers: a client generated from
// it (packages/sdk) sends what the server reads and knows every field it is sent back.

type Schema = {
  $ref?: string;
  example?: unknown;
  required?: string[];
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: { name: string; schema: Schema }[];
  responses: Record<string, { headers?: Record<string, unknown>; description: string }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation & { requestBody: { content: Record<string, { schema: Schema }> } } }>;
  components: { schemas: Record<string, Schema> };
};

let ctx: TestContext;
let testKey: string;
let doc: Doc;

beforeAll(async () => {
  ({ ctx, testKey } = await merchantContext());
  doc = (await (await ctx.app.request("/v1/openapi.json")).json()) as Doc;
});

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")] as Schema) : schema;

/** The paths inside `value` its schema does not declare (an alternative of a oneOf/anyOf fits if it declares all). */
function undeclared(value: unknown, given: Schema, path: string): string[] {
  const schema = resolve(given);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    const misses = alternatives.map((alternative) => undeclared(value, alternative, path));
    return misses.find((m) => m.length === 0) ?? misses.sort((a, b) => a.length - b.length)[0] ?? [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => undeclared(item, schema.items ?? {}, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const declared = schema.properties?.[key];
    if (declared) return undeclared(inner, declared, `${path}.${key}`);
    // A record (metadata) declares its values, not its keys.
    if (typeof schema.additionalProperties === "object") {
      return undeclared(inner, schema.additionalProperties, `${path}.${key}`);
    }
    return [`${path}.${key}`];
  });
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, ...operation })),
  );

describe("the merchant API's OpenAPI document", () => {
  it("names every operation once, in camelCase, with a summary and a description", () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(40);
    for (const { name, operationId, summary, description } of all) {
      expect(operationId, name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(summary, name).toBeTruthy();
      expect(description, name).toBeTruthy();
    }
    const ids = all.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const byRoute = Object.fromEntries(all.map((o) => [o.name, o.operationId]));
    expect(byRoute).toMatchObject({
      "POST /payments": "createPayment",
      "GET /payments": "listPayments",
      "GET /payments/{id}": "retrievePayment",
      "DELETE /webhook_endpoints/{id}": "deleteWebhookEndpoint",
      "POST /recurring_plans/{id}/pause": "pauseRecurringPlan",
    });
  });

  it("declares created[gte] / created[lte] as Unix seconds (an integer) or ISO 8601, and a number works", async () => {
    for (const name of ["created[gte]", "created[lte]"]) {
      const parameter = doc.paths["/payments"]?.get?.parameters?.find((p) => p.name === name);
      const types = (parameter?.schema.anyOf ?? []).map((s) => s.type);
      expect(types, name).toEqual(expect.arrayContaining(["integer", "string"]));
    }
    const api = merchant(ctx, testKey);
    const made = (await api.post("/v1/payments", { ...payment, reference: "DOC-1" })).body;
    const seconds = Math.floor(Date.parse(made.created_at) / 1000);
    const ids = async (query: string) =>
      ((await api.get(`/v1/payments?reference=DOC-1&${query}`)).body.data as { id: string }[]).map((p) => p.id);
    expect(await ids(`created[gte]=${seconds - 60}`)).toEqual([made.id]);
    expect(await ids(`created[gte]=${seconds + 60}`)).toEqual([]);
    expect(await ids(`created[lte]=${seconds + 60}`)).toEqual([made.id]);
    expect(await ids(`created[lte]=${seconds - 60}`)).toEqual([]);
  });

  it("declares every field of every event's data in GET /v1/events", async () => {
    const api = merchant(ctx, testKey);
    await fund(ctx, await defaultCompanyId(ctx), "bank_transfer", 1_000_000, "test");
    // A payment the MTN sandbox pays, then part of it given back by hand.
    const body = { ...payment, amount: 10_000, operator: "mtn_momo", phone: "0500000001" };
    const { id } = (await api.post("/v1/payments", body)).body;
    const succeeded = async () => (await api.get(`/v1/payments/${id}`)).body;
    await pollUntil(succeeded, (p) => p.status === "succeeded");
    const given = { payment: id, amount: 4000, method: "manual", reason: "Retour" };
    expect((await api.post("/v1/refunds", given)).status).toBe(201);
    const payout = await api.post("/v1/payouts", {
      amount: 1_000,
      currency: "XOF",
      operator: "bank",
      bank_account: "CI0086575352248253966057",
      name: "Fournisseur Test",
      reason: "Facture",
    });
    expect(payout.status, JSON.stringify(payout.body)).toBe(201);
    const link = await api.post("/v1/payment_links", {
      slug: "doc-lien",
      title: "Abonnement",
      amount_type: "fixed",
      amount: 5_000,
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);

    const events = (await api.get("/v1/events?limit=100")).body.data as { type: string; data: unknown }[];
    const types = new Set(events.map((e) => e.type));
    for (const type of ["payment.success", "refund.succeeded", "payout.created", "payment_link.created"]) {
      expect(types, type).toContain(type);
    }
    const event = resolve({ $ref: "#/components/schemas/Event" });
    const schemaOf = (type: string) =>
      (event.oneOf ?? []).map(resolve).find((s) => (s.properties?.type as { enum?: string[] })?.enum?.[0] === type);
    for (const { type, data } of events) {
      const dataSchema = schemaOf(type)?.properties?.data;
      expect(dataSchema, type).toBeDefined();
      expect(undeclared(data, dataSchema as Schema, `${type} data`)).toEqual([]);
    }
  });

  it("declares the headers the server sends: rate limits on every answer, Retry-After on 429, Idempotent-Replayed on a POST's", async () => {
    for (const { name, responses } of operations()) {
      for (const [status, response] of Object.entries(responses)) {
        const headers = Object.keys(response.headers ?? {});
        expect(headers, `${name} ${status}`).toEqual(
          expect.arrayContaining(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]),
        );
        expect(headers.includes("Idempotent-Replayed"), `${name} ${status}`).toBe(name.startsWith("POST "));
      }
      expect(Object.keys(responses[429]?.headers ?? {}), name).toContain("Retry-After");
    }
    // The names are those the server answers with.
    const limited = await merchantContext({ PAYFLOW_API_RATE_LIMIT: "2" });
    const api = merchant(limited.ctx, limited.testKey);
    // Two a second: within ten requests in a row some second sees a third.
    const answers = [];
    for (let i = 0; i < 10 && answers.at(-1)?.status !== 429; i++) answers.push(await api.get("/v1/balance"));
    expect(answers[0]?.status).toBe(200);
    for (const header of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]) {
      expect(answers[0]?.headers.get(header), header).toMatch(/^\d+$/);
    }
    const refused = answers.at(-1);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("Retry-After")).toMatch(/^\d+$/);
    const key = { "idempotency-key": "doc-replay" };
    const first = await merchant(ctx, testKey).post("/v1/payments", { ...payment, reference: "DOC-2" }, key);
    const again = await merchant(ctx, testKey).post("/v1/payments", { ...payment, reference: "DOC-2" }, key);
    expect([first.status, first.headers.get("Idempotent-Replayed")]).toEqual([201, null]);
    expect([again.status, again.headers.get("Idempotent-Replayed"), again.body.id]).toEqual([
      201,
      "true",
      first.body.id,
    ]);
  });

  it("declares each operation's own statuses and error codes", async () => {
    const byRoute = Object.fromEntries(operations().map((o) => [o.name, o.responses]));
    // A read takes no Idempotency-Key and changes no state: no 409, no 422, no 413.
    expect(Object.keys(byRoute["GET /payments"] ?? {})).not.toContain("409");
    expect(Object.keys(byRoute["GET /payments"] ?? {})).not.toContain("422");
    expect(Object.keys(byRoute["GET /balance"] ?? {})).not.toContain("404");
    expect(Object.keys(byRoute["POST /payments"] ?? {})).toContain("502");
    expect(Object.keys(byRoute["POST /payouts"] ?? {})).not.toContain("502");
    // What a cancel answers for a payment no longer pending is the code its 409 lists.
    const api = merchant(ctx, testKey);
    const made = (await api.post("/v1/payments", { ...payment, reference: "DOC-3" })).body;
    expect((await api.post(`/v1/payments/${made.id}/cancel`)).status).toBe(200);
    const again = await api.post(`/v1/payments/${made.id}/cancel`);
    expect([again.status, again.body.error.code]).toEqual([409, "payment_not_pending"]);
    const conflict = byRoute["POST /payments/{id}/cancel"]?.["409"]?.description ?? "";
    expect(conflict).toContain("`payment_not_pending`");
    expect(conflict).not.toContain("`payout_not_cancellable`");
  });

  it("has a webhooks section with every event type's body, as PayFlow sends it", async () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT].sort());
    for (const [type, { post }] of Object.entries(doc.webhooks)) {
      const body = resolve(post.requestBody.content["application/json"]?.schema ?? {});
      expect((body.properties?.type as { enum?: string[] })?.enum, type).toEqual([type]);
      expect(Object.keys(body.properties ?? {}), type).toEqual(["type", "timestamp", "data"]);
    }
    // A body built as delivery builds it declares every field.
    const api = merchant(ctx, testKey);
    const made = (await api.post("/v1/payments", { ...payment, reference: "DOC-4" })).body;
    const stored = { payment: made };
    const body = webhookPayload({
      type: "payment.success",
      paymentId: made.id,
      mode: "test",
      data: stored,
      createdAt: made.created_at,
    });
    const schema = doc.webhooks["payment.success"]?.post.requestBody.content["application/json"]?.schema ?? {};
    expect(undeclared(body, schema, "payment.success")).toEqual([]);
  });

  it("gives every component schema an example that declares only its fields and has the required ones", () => {
    const schemas = Object.entries(doc.components.schemas);
    expect(schemas.length).toBeGreaterThan(50);
    for (const [name, schema] of schemas) {
      expect(schema.example, name).toBeDefined();
      expect(undeclared(schema.example, schema, name)).toEqual([]);
      const example = schema.example as Record<string, unknown>;
      for (const field of schema.required ?? []) expect(example[field], `${name}.${field}`).not.toBeUndefined();
    }
    // A field's own example is the one shown.
    expect(doc.components.schemas.Payment?.example).toMatchObject({
      id: "pay_3hQk8sD0uLqz4Pm2WnB7xYcR",
      object: "payment",
    });
  });
});

import { readFileSync } from "node:fs";
import { V1_ERROR_STATUSES } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../support/context";
import { merchant, merchantContext, merchantPayment as payment } from "../support/merchant";

// The merchant API's contract as documented: 400 for what the contract refuses, 422 for what the
// rules refuse, each error code with the status docs/API.md gives it, and /v1/openapi.json.

let ctx: TestContext;
let testKey: string;
let liveKey: string;

beforeAll(async () => {
  ({ ctx, testKey, liveKey } = await merchantContext());
});

/** The status docs/API.md's error table gives each code. */
function docsStatuses(): Map<string, number> {
  const text = readFileSync(new URL("../../../../docs/API.md", import.meta.url), "utf8");
  const statuses = new Map<string, number>();
  for (const line of text.split("\n")) {
    const row = /^\|\s*(\d{3})\s*\|([^|]*)\|/.exec(line);
    if (!row) continue;
    for (const [, code] of row[2]?.matchAll(/`([a-z_]+)`/g) ?? []) statuses.set(code as string, Number(row[1]));
  }
  return statuses;
}

describe("errors and the reference document", () => {
  it("answers 400 for a body the contract refuses and 422 for one the payment rules refuse", async () => {
    const api = merchant(ctx, testKey);
    const wrongType = await api.post("/v1/payments", { ...payment, amount: "15000" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatchObject({
      type: "invalid_request_error",
      code: "invalid_amount",
      param: "amount",
    });
    const unknown = await api.post("/v1/payments", { ...payment, colour: "red" });
    expect(unknown.body.error).toMatchObject({ code: "parameter_unknown", param: "colour" });
    const prefix = await api.post("/v1/payments", { ...payment, operator: "orange_money", phone: "0501020304" });
    expect(prefix.status).toBe(422);
    expect(prefix.body.error).toMatchObject({
      type: "invalid_request_error",
      code: "operator_prefix_mismatch",
      param: "phone",
    });
    const noCredentials = await merchant(ctx, liveKey).post("/v1/payments", {
      ...payment,
      operator: "mtn_momo",
      phone: "0501020304",
    });
    expect(noCredentials.status).toBe(422);
    expect(noCredentials.body.error).toMatchObject({
      code: "api_key_missing_for_account",
      message: "API Key not configured for MTN Mobile Money.",
    });
    const malformed = await api.raw("POST", "/v1/payments", "{not json");
    expect(malformed.status).toBe(400);
    expect((await api.get("/v1/nowhere")).body.error.code).toBe("resource_missing");
  });

  it("answers each error code with the one status docs/API.md and the OpenAPI document give it", async () => {
    const api = merchant(ctx, testKey);
    const docs = docsStatuses();
    const table = Object.entries(V1_ERROR_STATUSES).flatMap(([status, codes]) => codes.map((c) => [c, Number(status)]));
    expect(Object.fromEntries(docs)).toEqual(Object.fromEntries(table));
    const spec = (await (await ctx.app.request("/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const probes: Array<[string, () => Promise<{ status: number; body: any }>]> = [
      ["amount_out_of_range", () => api.post("/v1/payments", { ...payment, amount: 50 })],
      ["amount_out_of_range", () => api.post("/v1/payments", { ...payment, amount: 20_000_000 })],
      ["unsupported_currency", () => api.post("/v1/payments", { ...payment, currency: "EUR" })],
      ["unknown_operator", () => api.post("/v1/payments", { ...payment, operator: "paypal" })],
      ["invalid_url", () => api.post("/v1/payments", { ...payment, success_url: "ftp://shop.ci" })],
      [
        "too_many_metadata_keys",
        () =>
          api.post("/v1/payments", {
            ...payment,
            metadata: Object.fromEntries([...Array(21).keys()].map((i) => [`k${i}`, "v"])),
          }),
      ],
      [
        "operator_prefix_mismatch",
        () => api.post("/v1/payments", { ...payment, operator: "orange_money", phone: "0501020304" }),
      ],
      ["invalid_amount", () => api.post("/v1/payments", { ...payment, amount: "15000" })],
      ["webhook_url_invalid", () => api.post("/v1/webhook_endpoints", { url: "", events: ["payment.success"] })],
      [
        "webhook_url_invalid",
        () => api.post("/v1/webhook_endpoints", { url: "ftp://shop.ci", events: ["payment.success"] }),
      ],
      ["webhook_event_unknown", () => api.post("/v1/webhook_endpoints", { url: "http://localhost/h", events: ["x"] })],
      ["parameter_unknown", () => api.post("/v1/payments", { ...payment, colour: "red" })],
      ["payload_too_large", () => api.post("/v1/payments", { ...payment, description: "x".repeat(1_100_000) })],
    ];
    for (const [code, probe] of probes) {
      const res = await probe();
      expect(res.body.error?.code, code).toBe(code);
      expect(docs.get(code), `${code} in docs/API.md`).toBeDefined();
      expect(res.status, code).toBe(docs.get(code));
      // Each operation lists the codes it can answer: the webhook probes are POST /webhook_endpoints'.
      const path = code.startsWith("webhook_") ? "/webhook_endpoints" : "/payments";
      const declared = spec.paths[path]?.post?.responses[String(res.status)]?.description ?? "";
      expect(declared, `${code} under ${res.status} of POST ${path} in /v1/openapi.json`).toContain(`\`${code}\``);
    }
  });

  it("publishes an OpenAPI 3.1 document of /v1", async () => {
    const res = await ctx.app.request("/v1/openapi.json");
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/payments", "/payments/{id}", "/refunds", "/events", "/balance"]),
    );
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });
});

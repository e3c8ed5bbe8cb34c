import http from "node:http";
import { MAX_BODY_BYTES } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, ORIGIN, registration, type TestContext } from "../support/context";

// The body limits over real HTTP (http/body-limit.ts): a body is judged by its Content-Length
// when it has one, and counted as it comes when it is streamed without (chunked), on the
// dashboard API, the merchant API and the operators' callbacks alike. In-process requests carry
// no Content-Length, so only a listening server shows the first way.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNUP: "100" }, { listen: true });
});

/** Sends a POST with `body`, with its Content-Length or chunked; answers the status and the body. */
function post(path: string, body: string, chunked: boolean): Promise<{ status: number; text: string }> {
  const url = new URL(path, ctx.deps.selfUrl);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": "application/json", origin: ORIGIN };
    if (!chunked) headers["content-length"] = String(Buffer.byteLength(body));
    const req = http.request(url, { method: "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    // A refused upload may be cut short by the server once it has answered.
    req.on("error", (error) => (req.writableEnded ? undefined : reject(error)));
    if (chunked) {
      // Streamed in pieces, with no length announced.
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

describe("body limits", () => {
  for (const chunked of [false, true]) {
    const how = chunked ? "streamed without a length" : "with its Content-Length";
    it(`answers a dashboard body over the limit ${how} with 413 and stores nothing`, async () => {
      const huge = registration({ name: "A".repeat(MAX_BODY_BYTES + 10) });
      const res = await post("/api/register", JSON.stringify(huge), chunked);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.text).error.code).toBe("payloadTooLarge");
      const { rows } = await ctx.pool.query("select count(*)::int as n from users where email = $1", [huge.email]);
      expect(rows[0].n).toBe(0);
    });

    it(`takes a dashboard body under the limit ${how}`, async () => {
      const res = await post("/api/register", JSON.stringify(registration()), chunked);
      expect(res.status).toBe(201);
    });

    it(`answers a merchant API body over the limit ${how} with 413 in the API's shape`, async () => {
      const res = await post("/v1/payments", JSON.stringify({ description: "x".repeat(MAX_BODY_BYTES) }), chunked);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.text).error.code).toBe("payload_too_large");
    });

    it(`answers an operator callback over 64 KB ${how} with 413`, async () => {
      const res = await post(
        "/callbacks/mtn_momo/pay_missing",
        JSON.stringify({ pad: "x".repeat(65 * 1024) }),
        chunked,
      );
      expect(res.status).toBe(413);
    });
  }
});

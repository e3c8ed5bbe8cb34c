import { beforeAll, describe, expect, it } from "vitest";
import { certifyDue } from "../../src/modules/invoices";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { invoiceEvents, issued, newClient } from "../support/invoices";
import { inMode } from "../support/payments";

// The tax office's platform as it really behaves — down, refusing, answering nothing — and an
// invoice never lost nor certified twice: retried while the platform could not be reached, held
// for a person when a call may have been acted on, failed with the platform's words when refused,
// and tried again at a person's word.

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

async function certification(id: string) {
  const { rows } = await ctx.pool.query(
    "select certification_status as status, certification_attempts as attempts, certification_error as error, fne_number from invoices where id = $1",
    [id],
  );
  return rows[0];
}

/** The queue's next round, the invoice made due at once (its wait between tries skipped). */
async function nextRound(id: string) {
  await ctx.pool.query(
    "update invoices set certification_next_at = now() where id = $1 and certification_status = 'pending'",
    [id],
  );
  await certifyDue(ctx.deps, 50);
}

describe("when the platform cannot be reached", () => {
  it("keeps the invoice pending and certifies it once the platform is back", async () => {
    const client = await newClient(admin);
    const fneSpace = ctx.deps.fneSpace;
    // Nothing listens on port 1: the connection is refused, nothing was sent.
    ctx.deps.fneSpace = async (companyId, mode) => {
      const space = await fneSpace(companyId, mode);
      return space && { ...space, config: { ...space.config, baseUrl: "http://127.0.0.1:1/sandbox/fne/ws" } };
    };
    let open: { id: string; certification: { status: string } };
    try {
      open = await issued(admin, { clientId: client.id });
      expect(open.certification.status).toBe("pending");
      await nextRound(open.id);
      expect(await certification(open.id)).toMatchObject({ status: "pending", attempts: 2 });
    } finally {
      ctx.deps.fneSpace = fneSpace;
    }
    await nextRound(open.id);
    const done = await certification(open.id);
    expect(done).toMatchObject({ status: "certified", attempts: 3 });
    expect(done.fne_number).toMatch(/\S/);
    const read = await inMode(admin, "test").get(`/api/invoices/${open.id}`);
    expect(read.body.activity.map((a: { kind: string }) => a.kind)).toEqual([
      "created",
      "finalized",
      "certification_retry",
      "certification_retry",
      "certified",
    ]);
    expect(await invoiceEvents(ctx, open.id)).toEqual(["invoice.finalized", "invoice.certified"]);
  });

  it("tries again while the platform answers 503, without ever holding or losing the invoice", async () => {
    const client = await newClient(admin, { name: "FNE-SANDBOX-503" });
    const open = await issued(admin, { clientId: client.id });
    await nextRound(open.id);
    await nextRound(open.id);
    expect(await certification(open.id)).toMatchObject({ status: "pending", attempts: 3, fne_number: null });
    const { rows } = await ctx.pool.query(
      "select certification_next_at > now() + interval '100 seconds' as waits from invoices where id = $1",
      [open.id],
    );
    // The third failure waits two minutes before the fourth try.
    expect(rows[0].waits).toBe(true);
  });
});

describe("when a call may have been acted on", () => {
  for (const [name, code] of [
    ["FNE-SANDBOX-504", "gateway_timeout"],
    ["FNE-SANDBOX-UNSIGNED", "invoice_signing_error"],
  ] as const) {
    it(`holds the invoice for a person, never sending it again by itself (${name})`, async () => {
      const client = await newClient(admin, { name });
      const open = await issued(admin, { clientId: client.id });
      expect(open.certification.status).toBe("held");
      await certifyDue(ctx.deps, 50);
      const held = await certification(open.id);
      expect(held).toMatchObject({ status: "held", attempts: 1 });
      expect(held.error.code).toBe(code);
      // A person checked the platform's space and asks for another try.
      const again = await inMode(admin, "test").post(`/api/invoices/${open.id}/certify`);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(await certification(open.id)).toMatchObject({ attempts: 2 });
    });
  }

  it("holds an invoice whose call never came back (its instance stopped mid-call)", async () => {
    const client = await newClient(admin, { name: "FNE-SANDBOX-503" });
    const open = await issued(admin, { clientId: client.id });
    await ctx.pool.query(
      "update invoices set certification_sent_at = now() - interval '3 minutes', certification_next_at = now() where id = $1",
      [open.id],
    );
    await certifyDue(ctx.deps, 50);
    expect(await certification(open.id)).toMatchObject({ status: "held", attempts: 1 });
  });
});

describe("when the platform refuses", () => {
  it("marks the certification failed with its words, and certifies it when a person retries after the fix", async () => {
    const client = await newClient(admin);
    const fneSpace = ctx.deps.fneSpace;
    ctx.deps.fneSpace = async (companyId, mode) => {
      const space = await fneSpace(companyId, mode);
      return space && { ...space, config: { ...space.config, apiKey: "X".repeat(32) } };
    };
    let open: { id: string; certification: { status: string } };
    try {
      open = await issued(admin, { clientId: client.id });
    } finally {
      ctx.deps.fneSpace = fneSpace;
    }
    expect(open.certification.status).toBe("failed");
    const failed = await certification(open.id);
    expect(failed.error.message.length).toBeGreaterThan(0);
    // Refused: the queue leaves it to a person.
    await certifyDue(ctx.deps, 50);
    expect(await certification(open.id)).toMatchObject({ status: "failed", attempts: 1 });
    const again = await inMode(admin, "test").post(`/api/invoices/${open.id}/certify`);
    expect(again.body.certification.status).toBe("certified");
    // Certified: nothing left to retry.
    const twice = await inMode(admin, "test").post(`/api/invoices/${open.id}/certify`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("invoiceNotCertifiable");
  });
});

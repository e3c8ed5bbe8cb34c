import { beforeAll, describe, expect, it } from "vitest";
import { certifyDue } from "../../src/modules/invoices";
import { FNE_PUBLISHED_KEYS } from "../../src/sandboxes/fne/keys";
import { createTestContext, type TestClient, type TestContext } from "../support/context";
import { issued, newClient } from "../support/invoices";
import { inMode } from "../support/payments";
import { otherCompany, staffClient } from "../support/people";

// A company's invoicing settings (docs/INVOICES.md § Numbering, docs/FNE.md § The client): its
// live FNE space, whose key is written and never read back, certifies its live invoices; its
// prefix and numbering apply to the invoices issued after a change, never to those issued before.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
});

const KEY = FNE_PUBLISHED_KEYS.example;
/** The sandbox's published example space (sandboxes/fne/space.ts), reached over HTTP as the DGI's would be. */
const exampleSpace = () => ({
  apiKey: KEY,
  establishment: "BOUTIQUE COCODY",
  pointOfSale: "CAISSE-1",
  ncc: "1234567a",
  baseUrl: `${ctx.deps.selfUrl}/sandbox/fne/ws`,
});

async function companyAdmin(): Promise<{ admin: TestClient; companyId: string }> {
  const companyId = await otherCompany(ctx);
  return { admin: await staffClient(ctx, "admin", companyId), companyId };
}

async function auditOf(admin: TestClient, action: string) {
  const res = await admin.get(`/api/audit-log?action=${action}`);
  expect(res.status).toBe(200);
  return res.body.items as { action: string; details: Record<string, unknown> }[];
}

const year = new Date().getUTCFullYear();

describe("reading the settings", () => {
  it("shows the default numbering and no space at first", async () => {
    const { admin } = await companyAdmin();
    const res = await admin.get("/api/settings/invoicing");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      numbering: { prefix: "FAC-", numbering: "yearly" },
      nextSequence: { yearly: 1, running: 1 },
      fne: { configured: false },
    });
    // Nothing of a space: every other field null.
    const { configured: _, ...fields } = res.body.fne;
    expect(Object.entries(fields).filter(([, v]) => v !== null)).toEqual([]);
  });

  it("shows a set space with the key's last 4 characters only, and keeps the key sealed in the database", async () => {
    const { admin, companyId } = await companyAdmin();
    const set = await admin.put("/api/settings/invoicing/fne", exampleSpace());
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const res = await admin.get("/api/settings/invoicing");
    expect(res.body.fne).toMatchObject({
      configured: true,
      establishment: "BOUTIQUE COCODY",
      pointOfSale: "CAISSE-1",
      ncc: "1234567A",
      baseUrl: exampleSpace().baseUrl,
      keyLast4: KEY.slice(-4),
    });
    for (const body of [set.body, res.body]) expect(JSON.stringify(body)).not.toContain(KEY.slice(0, -4));
    const { rows } = await ctx.pool.query("select api_key from fne_spaces where company_id = $1", [companyId]);
    expect(rows[0].api_key).toMatch(/^v1\./);
    expect(rows[0].api_key).not.toContain(KEY);
    const [entry] = await auditOf(admin, "settings.fneSpaceSet");
    expect(entry?.details).toMatchObject({ after: { ncc: "1234567A" }, keyChanged: true });
    expect(JSON.stringify(entry)).not.toContain(KEY.slice(0, -4));
  });
});

describe("a live space", () => {
  it("certifies the company's live invoices with the platform it names", async () => {
    const { admin } = await companyAdmin();
    const before = await issued(admin, { clientId: (await newClient(admin)).id }, "live");
    // No space yet: held, never lost.
    expect(before.certification.status).toBe("held");
    expect((await admin.put("/api/settings/invoicing/fne", exampleSpace())).status).toBe(200);
    const open = await issued(admin, { clientId: (await newClient(admin)).id }, "live");
    expect(open.certification.status).toBe("certified");
    const { rows } = await ctx.pool.query("select fne_number from invoices where id = $1", [open.id]);
    // The example space's NCC, the year's two digits, a 9-digit counter (docs/FNE.md § Numbers).
    expect(rows[0].fne_number).toMatch(new RegExp(`^1234567A${String(year % 100).padStart(2, "0")}\\d{9}$`));
  });

  it("puts back in the queue, once a space is saved, the live invoices held for want of one — not those whose call may have gone", async () => {
    const { admin } = await companyAdmin();
    const { admin: neighbour } = await companyAdmin();
    const waiting = await issued(admin, { clientId: (await newClient(admin)).id }, "live");
    const lost = await issued(admin, { clientId: (await newClient(admin)).id }, "live");
    const elsewhere = await issued(neighbour, { clientId: (await newClient(neighbour)).id }, "live");
    // One call that never came back: the platform may have certified it, so it stays for a person.
    await ctx.pool.query(
      `update invoices set certification_error = '{"code":"no_answer","message":"x"}' where id = $1`,
      [lost.id],
    );
    expect((await admin.put("/api/settings/invoicing/fne", exampleSpace())).status).toBe(200);
    const status = async (id: string) =>
      (await ctx.pool.query("select certification_status as s from invoices where id = $1", [id])).rows[0].s;
    expect(await status(waiting.id)).toBe("pending");
    await certifyDue(ctx.deps, 50);
    expect(await status(waiting.id)).toBe("certified");
    expect(await status(lost.id)).toBe("held");
    expect(await status(elsewhere.id)).toBe("held");
    const page = await inMode(admin, "live").get(`/api/invoices/${waiting.id}`);
    expect(page.body.activity.map((a: { kind: string }) => a.kind)).toContain("certification_retried");
  });

  it("keeps the stored key when a change leaves it out, and needs one for a first space", async () => {
    const { admin } = await companyAdmin();
    const { apiKey: _, ...withoutKey } = exampleSpace();
    const first = await admin.put("/api/settings/invoicing/fne", withoutKey);
    expect(first.status).toBe(400);
    expect(first.body.error).toMatchObject({ code: "fieldRequired", field: "apiKey" });
    expect((await admin.put("/api/settings/invoicing/fne", exampleSpace())).status).toBe(200);
    const renamed = await admin.put("/api/settings/invoicing/fne", { ...withoutKey, pointOfSale: "CAISSE-2" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.fne).toMatchObject({ pointOfSale: "CAISSE-2", keyLast4: KEY.slice(-4) });
    const [entry] = await auditOf(admin, "settings.fneSpaceSet");
    expect(entry?.details).toMatchObject({
      before: { pointOfSale: "CAISSE-1" },
      after: { pointOfSale: "CAISSE-2" },
      keyChanged: false,
    });
  });

  it("once removed, leaves the company's next live invoices held", async () => {
    const { admin } = await companyAdmin();
    expect((await admin.put("/api/settings/invoicing/fne", exampleSpace())).status).toBe(200);
    const removed = await admin.delete("/api/settings/invoicing/fne");
    expect(removed.status).toBe(200);
    expect(removed.body.fne.configured).toBe(false);
    const open = await issued(admin, { clientId: (await newClient(admin)).id }, "live");
    expect(open.certification.status).toBe("held");
    expect((await auditOf(admin, "settings.fneSpaceRemoved")).length).toBe(1);
  });

  it("belongs to its company alone", async () => {
    const { admin } = await companyAdmin();
    const { admin: neighbour } = await companyAdmin();
    expect((await admin.put("/api/settings/invoicing/fne", exampleSpace())).status).toBe(200);
    expect((await neighbour.get("/api/settings/invoicing")).body.fne.configured).toBe(false);
    const open = await issued(neighbour, { clientId: (await newClient(neighbour)).id }, "live");
    expect(open.certification.status).toBe("held");
    expect((await neighbour.delete("/api/settings/invoicing/fne")).status).toBe(200);
    expect((await admin.get("/api/settings/invoicing")).body.fne.configured).toBe(true);
  });
});

describe("a space refused", () => {
  it.each([
    { field: "apiKey", code: "fneApiKeyInvalid", change: { apiKey: "FNEsandboxPayFlowExample0000000" } },
    { field: "apiKey", code: "fneApiKeyInvalid", change: { apiKey: "FNEsandbox-PayFlowExample0000001" } },
    { field: "ncc", code: "invoiceClientNccInvalid", change: { ncc: "123456A" } },
    { field: "ncc", code: "fieldRequired", change: { ncc: "" } },
    { field: "establishment", code: "fieldRequired", change: { establishment: "  " } },
    { field: "baseUrl", code: "fneBaseUrlInvalid", change: { baseUrl: "ftp://www.services.fne.dgi.gouv.ci/ws" } },
  ])("$change refused with $code at $field, saving nothing", async ({ change, field, code }) => {
    const { admin, companyId } = await companyAdmin();
    const res = await admin.put("/api/settings/invoicing/fne", { ...exampleSpace(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, field });
    const { rows } = await ctx.pool.query("select 1 from fne_spaces where company_id = $1", [companyId]);
    expect(rows).toEqual([]);
  });

  it("on plain http unless the sandboxes run", async () => {
    const { admin } = await companyAdmin();
    const config = ctx.deps.config;
    ctx.deps.config = { ...config, PAYFLOW_SANDBOX: false };
    try {
      const res = await admin.put("/api/settings/invoicing/fne", exampleSpace());
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "fneBaseUrlInvalid", field: "baseUrl" });
      const https = await admin.put("/api/settings/invoicing/fne", { ...exampleSpace(), baseUrl: "" });
      expect(https.status).toBe(200);
      // Empty: the DGI's production address.
      expect(https.body.fne.baseUrl).toBeNull();
    } finally {
      ctx.deps.config = config;
    }
  });
});

describe("numbering", () => {
  it("gives the next invoice the new prefix, and the issued ones keep their numbers", async () => {
    const { admin } = await companyAdmin();
    const first = await issued(admin, { clientId: (await newClient(admin)).id }, "live");
    expect(first.number).toBe(`FAC-${year}-000001`);
    const set = await admin.put("/api/settings/invoicing/numbering", { prefix: "FACT-", numbering: "yearly" });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      numbering: { prefix: "FACT-", numbering: "yearly" },
      nextSequence: { yearly: 2 },
    });
    const second = await issued(admin, { clientId: (await newClient(admin)).id }, "live");
    expect(second.number).toBe(`FACT-${year}-000002`);
    const { rows } = await ctx.pool.query("select number from invoices where id = $1", [first.id]);
    expect(rows[0].number).toBe(`FAC-${year}-000001`);
    const [entry] = await auditOf(admin, "settings.invoicingChanged");
    expect(entry?.details).toEqual({
      before: { prefix: "FAC-", numbering: "yearly" },
      after: { prefix: "FACT-", numbering: "yearly" },
    });
  });

  it("switches to a running sequence", async () => {
    const { admin } = await companyAdmin();
    expect((await admin.put("/api/settings/invoicing/numbering", { prefix: "F/", numbering: "running" })).status).toBe(
      200,
    );
    const open = await issued(admin, { clientId: (await newClient(admin)).id }, "live");
    expect(open.number).toBe("F/000001");
  });

  it("refuses a prefix whose sequence would give an issued number again", async () => {
    const { admin } = await companyAdmin();
    const first = await issued(admin, { clientId: (await newClient(admin)).id }, "live");
    expect(first.number).toBe(`FAC-${year}-000001`);
    // A running sequence under `FAC-<year>-` would begin with that very number.
    const res = await admin.put("/api/settings/invoicing/numbering", { prefix: `FAC-${year}-`, numbering: "running" });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "invoiceNumberPrefixTaken", field: "prefix" });
    // A running sequence under `FAC-` writes `FAC-000001`, which nothing carries.
    const running = await admin.put("/api/settings/invoicing/numbering", { prefix: "FAC-", numbering: "running" });
    expect(running.status).toBe(200);
    expect((await issued(admin, { clientId: (await newClient(admin)).id }, "live")).number).toBe("FAC-000001");
  });

  it.each(["fac-", "", "1FAC", "FACTURE-2026-X"])("refuses the prefix %j at its field", async (prefix) => {
    const { admin } = await companyAdmin();
    const res = await admin.put("/api/settings/invoicing/numbering", { prefix, numbering: "yearly" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invoiceNumberPrefixInvalid", field: "prefix" });
    expect((await admin.get("/api/settings/invoicing")).body.numbering.prefix).toBe("FAC-");
    expect(await auditOf(admin, "settings.invoicingChanged")).toEqual([]);
  });
});

describe("who may", () => {
  it("refuses a person whose role does not manage settings", async () => {
    const { admin, companyId } = await companyAdmin();
    expect((await admin.put("/api/settings/invoicing/fne", exampleSpace())).status).toBe(200);
    for (const role of ["manager", "user", "finance"]) {
      const person = await staffClient(ctx, role, companyId);
      expect((await person.get("/api/settings/invoicing")).status, role).toBe(403);
      expect(
        (await person.put("/api/settings/invoicing/numbering", { prefix: "X-", numbering: "yearly" })).status,
      ).toBe(403);
      expect((await person.put("/api/settings/invoicing/fne", exampleSpace())).status).toBe(403);
      expect((await person.delete("/api/settings/invoicing/fne")).status).toBe(403);
    }
    expect((await admin.get("/api/settings/invoicing")).body.fne.configured).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { draft, issued, newClient } from "../support/invoices";
import { pdfImages, pdfText, readQr } from "../support/pdf";
import { addCompany, signedInPerson } from "../support/people";
import { pollUntil } from "../support/sandbox";

// An invoice's documents as its business and its client download them: the certified PDF whose
// QR code scans to the platform's verification page, a paid part's receipt, the client's copy
// from the invoice's page, and none of them for another company or for a draft on the public side.

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

async function download(res: Response): Promise<Buffer> {
  expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("cache-control")).toContain("no-store");
  return Buffer.from(await res.arrayBuffer());
}

const staff = (by: TestClient, path: string) => by.raw(path, { "x-payflow-mode": "test" });

describe("the invoice's PDF", () => {
  it("carries the certified mark, its lines and a QR code of the verification page", async () => {
    const client = await newClient(admin);
    const open = await issued(admin, { clientId: client.id });
    const file = await download(await staff(admin, `/api/invoices/${open.id}/pdf?lang=fr`));
    const text = pdfText(file);
    expect(text).toContain(open.number);
    expect(text).toContain(open.certification.fneNumber);
    expect(text).toContain("Riz parfumé 5 kg");
    expect(text).toContain("20 629");
    const [qr] = pdfImages(file);
    expect(qr && readQr(qr)).toBe(open.certification.verificationUrl);
    // The client's copy, from the invoice's page, without a session.
    const copy = await download(await ctx.client().raw(`/api/public/invoices/${open.id}/pdf?lang=en`));
    expect(pdfText(copy)).toContain("INVOICE");
  });

  it("is no one else's: another company gets 404, and a draft has no public copy", async () => {
    const client = await newClient(admin);
    const open = await issued(admin, { clientId: client.id });
    const other = await signedInPerson(ctx, { role: "admin", companyId: await addCompany(ctx, `Autre ${Date.now()}`) });
    expect((await staff(other.client, `/api/invoices/${open.id}/pdf`)).status).toBe(404);
    const made = await draft(admin, { clientId: client.id });
    expect((await ctx.client().raw(`/api/public/invoices/${made.id}/pdf`)).status).toBe(404);
    // The business may print its own draft.
    expect(pdfText(await download(await staff(admin, `/api/invoices/${made.id}/pdf`)))).toContain("BROUILLON");
  });
});

describe("a part's receipt", () => {
  it("is given for a paid part, and only then", async () => {
    const client = await newClient(admin);
    const open = await issued(admin, { clientId: client.id });
    const paying = await ctx.client().post(`/api/public/invoices/${open.id}/payments`, {
      amount: 7_450,
      operator: "wave",
      phone: "0700000001",
    });
    const waiting = await ctx.client().post(`/api/public/invoices/${open.id}/payments`, {
      amount: 5_000,
      operator: "wave",
      phone: "0700000004",
    });
    await pollUntil(
      async () =>
        (await ctx.pool.query("select status from transactions where id = $1", [paying.body.paymentId])).rows[0],
      (r) => r.status === "succeeded",
      15_000,
    );
    const file = await download(await staff(admin, `/api/invoices/${open.id}/receipts/${paying.body.paymentId}/pdf`));
    const text = pdfText(file);
    expect(text).toContain("REÇU");
    expect(text).toContain("7 450");
    expect(text).toContain("13 179");
    expect((await staff(admin, `/api/invoices/${open.id}/receipts/${waiting.body.paymentId}/pdf`)).status).toBe(404);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { transactions } from "../../src/db/schema";
import { newId } from "../../src/lib/ids";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { inMode } from "../support/payments";
import { defaultCompanyId, otherCompany, signedInPerson } from "../support/people";

// The transactions list: search, filters, keyset pages and the CSV export of exactly the
// filtered rows, on rows written here with known values.

let ctx: TestContext;
let admin: TestClient;
const ids: Record<string, string> = {};
let clientId: string;

type Row = { key: string; amount: number; status: string; operator: string | null; minutesAgo: number; live?: boolean };
const ROWS: Row[] = [
  { key: "a", amount: 1500, status: "succeeded", operator: "wave", minutesAgo: 5 },
  { key: "b", amount: 25_000, status: "failed", operator: "orange_money", minutesAgo: 10 },
  { key: "c", amount: 7000, status: "pending", operator: "mtn_momo", minutesAgo: 15 },
  { key: "d", amount: 300_000, status: "succeeded", operator: "bank_transfer", minutesAgo: 60 * 30 },
  { key: "e", amount: 4200, status: "succeeded", operator: "moov_money", minutesAgo: 60 * 50 },
  { key: "f", amount: 9999, status: "expired", operator: "wave", minutesAgo: 60 * 80 },
  { key: "g", amount: 12_000, status: "refunded", operator: "wave", minutesAgo: 60 * 100 },
  { key: "live", amount: 8000, status: "succeeded", operator: "wave", minutesAgo: 1, live: true },
];

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  const companyId = await defaultCompanyId(ctx);
  const client = await admin.post("/api/clients", { name: "Maquis Chez Tantie", email: "tantie@example.ci" });
  clientId = client.body.client.id;
  const now = Date.now();
  await ctx.db.insert(transactions).values(
    ROWS.map((r, i) => {
      ids[r.key] = newId("pay");
      return {
        id: ids[r.key] as string,
        companyId,
        isTestData: !r.live,
        amount: r.amount,
        fee: Math.round(r.amount * 0.025),
        net: r.amount - Math.round(r.amount * 0.025),
        status: r.status,
        operator: r.operator,
        phone: r.key === "b" ? "0708091011" : `010203040${i}`,
        reference: `CMD-${r.key.toUpperCase()}`,
        operatorTransactionId: r.status === "succeeded" ? `OPTX-${r.key}` : null,
        clientId: r.key === "c" || r.key === "e" ? clientId : null,
        description: `Commande ${r.key}`,
        createdAt: new Date(now - r.minutesAgo * 60_000),
      };
    }),
  );
  // Another company's payment, never seen.
  await ctx.db.insert(transactions).values({
    id: newId("pay"),
    companyId: await otherCompany(ctx),
    isTestData: true,
    amount: 1500,
    status: "succeeded",
    reference: "CMD-A",
  });
});

const list = async (query: string) => {
  const res = await inMode(admin, "test").get(`/api/payments?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as { id: string }[]).map((p) => Object.keys(ids).find((k) => ids[k] === p.id));
};

describe("transactions list", () => {
  it("searches by id, code, reference, operator transaction, payer phone and client", async () => {
    expect(await list(`q=${ids.b}`)).toEqual(["b"]);
    const code = (await inMode(admin, "test").get(`/api/payments/${ids.d}`)).body.payment.code as string;
    expect(await list(`q=${code.toLowerCase()}`)).toEqual(["d"]);
    expect(await list("q=CMD-A")).toEqual(["a"]);
    expect(await list("q=OPTX-e")).toEqual(["e"]);
    expect(await list(`q=${encodeURIComponent("+225 07 08 09 10 11")}`)).toEqual(["b"]);
    expect(await list("q=tantie")).toEqual(["c", "e"]);
    expect(await list("q=CHEZ%20TANT")).toEqual(["c", "e"]);
    expect(await list("q=nobody")).toEqual([]);
    expect(await list("q=%25")).toEqual([]);
  });

  it("filters by status, operator, dates and amounts, together", async () => {
    expect(await list("status=succeeded")).toEqual(["a", "d", "e"]);
    expect(await list("operator=wave")).toEqual(["a", "f", "g"]);
    const since = new Date(Date.now() - 40 * 3_600_000).toISOString();
    expect(await list(`from=${encodeURIComponent(since)}`)).toEqual(["a", "b", "c", "d"]);
    const until = new Date(Date.now() - 40 * 3_600_000).toISOString();
    expect(await list(`to=${encodeURIComponent(until)}`)).toEqual(["e", "f", "g"]);
    expect(await list("amountMin=5000&amountMax=25000")).toEqual(["b", "c", "f", "g"]);
    expect(await list("status=succeeded&amountMin=2000")).toEqual(["d", "e"]);
    // Every sale, as the home's volume card counts them: the refunded one too, nothing unpaid.
    expect(await list("status=sale")).toEqual(["a", "d", "e", "g"]);
    expect(await list("status=sale&amountMin=5000")).toEqual(["d", "g"]);
    expect(await list("status=sale&operator=wave&limit=1")).toEqual(["a"]);
    expect(await list("status=sale&q=CMD-G")).toEqual(["g"]);
    expect(await list("status=sale&q=CMD-B")).toEqual([]);
    expect((await inMode(admin, "test").get("/api/payments?status=sales")).status).toBe(400);
    expect((await inMode(admin, "test").get("/api/payments?amountMin=-1")).status).toBe(400);
    expect((await inMode(admin, "test").get("/api/payments?from=yesterday")).status).toBe(400);
    // Live mode sees only its own.
    const live = await inMode(admin, "live").get("/api/payments");
    expect(live.body.items.map((p: { id: string }) => p.id)).toEqual([ids.live]);
  });

  it("pages with a keyset cursor: every row once, in order", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await inMode(admin, "test").get(`/api/payments?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...res.body.items.map((p: { id: string }) => p.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["a", "b", "c", "d", "e", "f", "g"].map((k) => ids[k]));
  });
});

/** An export's lines, without the byte-order mark Excel needs and the last line's end. */
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");

describe("CSV export", () => {
  const csv = async (client: TestClient, query: string) => {
    const res = await ctx.app.request(`/api/payments/export?${query}`, {
      headers: { cookie: client.cookieHeader(), "x-payflow-mode": "test" },
    });
    return { status: res.status, headers: res.headers, lines: csvLines(await res.text()) };
  };

  it("has exactly the filtered rows, integers for amounts, headers in the chosen language", async () => {
    // A formula-looking value is defused, quotes are doubled.
    await ctx.pool.query("UPDATE transactions SET reference = '=HYPERLINK(\"x\")' WHERE id = $1", [ids.d]);
    const res = await csv(admin, "status=succeeded&lang=en");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="payflow-transactions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const { lines } = res;
    expect(lines[0]).toBe(
      "ID,Date,Client,Amount,Fee,Net,Status,Method,Operator,Reference,Phone,Code,Operator transaction,Paid at,Refunded",
    );
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([ids.a, ids.d, ids.e]);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    // The sales filter exports the same rows the list shows.
    const sales = await csv(admin, "status=sale&lang=en");
    expect(sales.lines.slice(1).map((l) => l.split(",")[0])).toEqual([ids.a, ids.d, ids.e, ids.g]);
    const e = lines[3]?.split(",") ?? [];
    expect(e[9]).toBe('"CMD-E"');
    expect(e.slice(2, 9)).toEqual([
      '"Maquis Chez Tantie"',
      "4200",
      "105",
      "4095",
      "succeeded",
      "mobile_money",
      "Moov Money",
    ]);
    const fr = await csv(admin, "q=tantie");
    expect(fr.lines[0]).toMatch(/^ID;Date;Client;Montant;Frais;Net;Statut;Moyen/);
    expect(fr.lines).toHaveLength(3);
  });

  it("with French headers: semicolons and French labels, what French Excel opens", async () => {
    const res = await csv(admin, "q=tantie&lang=fr");
    expect(res.status).toBe(200);
    const { lines } = res;
    expect(lines[0]).toBe(
      "ID;Date;Client;Montant;Frais;Net;Statut;Moyen;Opérateur;Référence;Téléphone;Code;Transaction opérateur;Payé le;Remboursé",
    );
    const byId = (id: string | undefined) => lines.find((l) => l.startsWith(`${id};`))?.split(";") ?? [];
    expect(byId(ids.e).slice(2, 10)).toEqual([
      '"Maquis Chez Tantie"',
      "4200",
      "105",
      "4095",
      "Réussi",
      "Mobile Money",
      "Moov Money",
      '"CMD-E"',
    ]);
    expect(byId(ids.c).slice(6, 9)).toEqual(["En attente", "Mobile Money", "MTN Mobile Money"]);
    const transfer = (await csv(admin, "operator=bank_transfer&lang=fr")).lines[1]?.split(";") ?? [];
    expect(transfer.slice(6, 9)).toEqual(["Réussi", "Virement bancaire", "Virement bancaire"]);
  });

  it("raw, for machines: commas and the English codes whatever the header's language", async () => {
    const res = await csv(admin, "q=tantie&lang=fr&format=raw");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /filename="payflow-transactions-\d{4}-\d{2}-\d{2}-raw\.csv"/,
    );
    const { lines } = res;
    expect(lines[0]).toMatch(/^ID,Date,Client,Montant,Frais,Net,Statut,Moyen,/);
    const e = lines.find((l) => l.startsWith(`${ids.e},`))?.split(",") ?? [];
    expect(e.slice(6, 9)).toEqual(["succeeded", "mobile_money", "Moov Money"]);
    expect((await csv(admin, "format=excel")).status).toBe(400);
  });

  it("streams every row exactly once across batches, times to the microsecond and ties included", async () => {
    // 12,000 live-mode rows (several batches), many sharing a time, times with microseconds.
    await ctx.pool.query(
      `INSERT INTO transactions (id, company_id, is_test_data, amount, status, operator, created_at)
       SELECT 'pay_many_' || lpad(g::text, 5, '0'), $1, false, 100 + g, 'succeeded', 'wave',
              timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1.000731 second'
       FROM generate_series(1, 12000) g`,
      [await defaultCompanyId(ctx)],
    );
    const res = await ctx.app.request("/api/payments/export?format=raw", {
      headers: { cookie: admin.cookieHeader(), "x-payflow-mode": "live" },
    });
    const exported = csvLines(await res.text())
      .slice(1)
      .map((l) => l.split(",")[0]);
    const { rows } = await ctx.pool.query(
      "SELECT id FROM transactions WHERE company_id = $1 AND NOT is_test_data ORDER BY created_at DESC, id DESC",
      [await defaultCompanyId(ctx)],
    );
    expect(rows.length).toBeGreaterThanOrEqual(12_000);
    expect(exported).toEqual(rows.map((r) => r.id));
  });

  it("is for exportTransactions holders only", async () => {
    const user = await signedInPerson(ctx, { role: "user", companyId: await defaultCompanyId(ctx) });
    expect((await csv(user.client, "")).status).toBe(403);
    expect((await inMode(user.client, "test").get("/api/payments")).status).toBe(200);
  });
});

import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { settleDue } from "../../src/modules/ledger";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { merchant, newKey } from "../support/merchant";
import { createPayment, inMode, settled } from "../support/payments";
import { defaultCompanyId } from "../support/people";
import { postWaveWebhook, waveEvent, waveTestWebhookSecret } from "../support/wave";

// The settlement report (docs/LEDGER.md § Settlement report) ties to the books to the franc: each
// day and operator account equals a sum computed here over the payments and refunds themselves,
// and each account's nets over the whole history add up to its balance (GET /v1/balance).

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000", PAYFLOW_API_RATE_LIMIT: "0" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
  // Sales through two operators, one refunded in part, one settled.
  const mtn = await createPayment(admin, { amount: 25_000, operator: "mtn_momo", phone: "0500001234" });
  expect((await settled(admin, mtn.id)).payment.status).toBe("succeeded");
  const secret = await waveTestWebhookSecret(ctx, companyId);
  for (const amount of [12_000, 4_000]) {
    const created = await createPayment(admin, { amount, operator: "wave", phone: "0700000004" });
    const { rows } = await ctx.pool.query("select operator_reference from transactions where id = $1", [created.id]);
    const session = { id: rows[0].operator_reference, amount: String(amount), currency: "XOF" };
    expect((await postWaveWebhook(ctx, waveEvent(created.id, session), secret)).status).toBe(200);
    if (amount === 12_000) {
      const refund = await inMode(admin, "test").post(`/api/payments/${created.id}/refund`, {
        amount: 2_000,
        reason: "Article manquant",
      });
      expect(refund.status, JSON.stringify(refund.body)).toBeLessThan(300);
    }
  }
  await ctx.pool.query(
    "update ledger_settlements_due set settles_at = now() - interval '1 second' where payment_id = $1",
    [mtn.id],
  );
  await settleDue(ctx.db, 10_000);
});

type Day = {
  day: string;
  operator: string;
  payments: number;
  gross: number;
  refunds: number;
  fees: number;
  net: number;
};

/** The same figures, from the payments and refunds alone (days in UTC). */
async function independent(from: string, to: string): Promise<Day[]> {
  const { rows } = await ctx.pool.query(
    `with sales as (
       select to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') as day, operator, count(*) as payments,
         sum(amount) as gross, sum(fee) as fees
       from transactions
       where company_id = $1 and is_test_data and status in ('succeeded', 'partially_refunded', 'refunded')
       group by 1, 2
     ), given as (
       select to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, t.operator, sum(r.amount) as refunds
       from refunds r join transactions t on t.id = r.payment_id
       where r.company_id = $1 and r.is_test_data and r.status = 'succeeded'
       group by 1, 2
     )
     select coalesce(s.day, g.day) as day, coalesce(s.operator, g.operator) as operator,
       coalesce(s.payments, 0)::int as payments, coalesce(s.gross, 0)::int as gross,
       coalesce(g.refunds, 0)::int as refunds, coalesce(s.fees, 0)::int as fees
     from sales s full join given g on g.day = s.day and g.operator = s.operator
     where coalesce(s.day, g.day) between $2 and $3`,
    [companyId, from, to],
  );
  const order = ["wave", "orange_money", "mtn_momo", "moov_money", "bank_transfer"];
  return rows
    .map((r) => ({ ...r, net: r.gross - r.refunds - r.fees }))
    .sort((a, b) => a.day.localeCompare(b.day) || order.indexOf(a.operator) - order.indexOf(b.operator));
}

describe("the settlement report", () => {
  it("gives each day and operator account the sums of its payments and refunds, and each account's nets its balance", async () => {
    const from = daysAgo(365);
    const res = await inMode(admin, "test").get(`/api/reports/settlements?from=${from}&to=${today()}&tz=GMT%2B00:00`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body;
    const want = await independent(from, today());
    expect(want.some((d) => d.operator === "wave" && d.refunds >= 2_000)).toBe(true);
    expect(
      report.days.map(({ expectedSettlement: _e, settled: _s, ...d }: Day & Record<string, unknown>) => d),
    ).toEqual(want);
    const sum = (key: keyof Day) => want.reduce((s, d) => s + (d[key] as number), 0);
    expect(report.totals).toEqual({ gross: sum("gross"), refunds: sum("refunds"), fees: sum("fees"), net: sum("net") });

    // The whole history is in the period: each account's nets are what it holds.
    const balance = (await merchant(ctx, await newKey(admin, "test")).get("/v1/balance")).body;
    for (const account of balance.operators as { operator: string; available: number; pending: number }[]) {
      const nets = report.days
        .filter((d: Day) => d.operator === account.operator)
        .reduce((s: number, d: Day) => s + d.net, 0);
      expect(nets, account.operator).toBe(account.available + account.pending);
    }

    // Today's Wave sales are expected at the latest of their settlement dates.
    const { rows } = await ctx.pool.query(
      "select to_char(max(settles_at) at time zone 'UTC', 'YYYY-MM-DD') as d from transactions where company_id = $1 and is_test_data and operator = 'wave' and to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') = $2",
      [companyId, today()],
    );
    expect(report.days.find((d: Day) => d.day === today() && d.operator === "wave").expectedSettlement).toBe(rows[0].d);
  });

  it("gives the same figures as a CSV file, totals last", async () => {
    const from = daysAgo(365);
    const query = `from=${from}&to=${today()}&tz=GMT%2B00:00`;
    const json = (await inMode(admin, "test").get(`/api/reports/settlements?${query}`)).body;
    const res = await inMode(admin, "test").get(`/api/reports/settlements.csv?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="payflow-settlements-${from}-${today()}.csv"`,
    );
    const lines = String(res.body).trim().split("\r\n");
    expect(lines[0]).toBe("day,operator,payments,gross,refunds,fees,net,expected_settlement,settled");
    expect(lines.length).toBe(json.days.length + 2);
    const first = json.days[0];
    expect(lines[1]).toBe(
      [
        first.day,
        first.operator,
        first.payments,
        first.gross,
        first.refunds,
        first.fees,
        first.net,
        first.expectedSettlement ?? "",
        first.settled ? "yes" : "no",
      ].join(","),
    );
    expect(lines.at(-1)).toBe(
      `total,,,${json.totals.gross},${json.totals.refunds},${json.totals.fees},${json.totals.net},,`,
    );
  });

  it("refuses a period that ends before it starts or lasts more than 366 days, at its end", async () => {
    for (const [from, to] of [
      [today(), daysAgo(1)],
      [daysAgo(400), today()],
    ]) {
      const res = await inMode(admin, "test").get(`/api/reports/settlements?from=${from}&to=${to}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "reportPeriodInvalid", field: "to" });
    }
    const bad = await inMode(admin, "test").get("/api/reports/settlements?from=yesterday&to=today");
    expect(bad.status).toBe(400);
  });
});

describe("the accounting export", () => {
  const period = () => `from=${daysAgo(365)}&to=${today()}&tz=GMT%2B00:00`;
  type Entry = {
    journal: string;
    date: string;
    piece: string;
    account: string;
    label: string;
    debit: number;
    credit: number;
  };
  const entries = (text: string): Entry[] => {
    const [header, ...lines] = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe("journal;date;piece;compte;libelle;debit;credit;paiement");
    return lines.map((line) => {
      const [journal, date, piece, account, label, debit, credit] = line.split(";") as string[];
      return { journal, date, piece, account, label, debit: Number(debit || 0), credit: Number(credit || 0) } as Entry;
    });
  };

  it("lists every entry of the period in the SYSCOHADA defaults, each piece balanced, each account as the books hold it", async () => {
    const res = await inMode(admin, "test").get(`/api/reports/accounting?${period()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="payflow-journal-${daysAgo(365)}-${today()}.csv"`,
    );
    const got = entries(String(res.body));
    const { rows } = await ctx.pool.query(
      `select l->>'account' as account, count(*)::int as n, sum((l->>'amount')::bigint)::int as amount
       from ledger_journal j, jsonb_array_elements(j.lines) l
       where company_id = $1 and is_test_data and posted_at >= $2::date and posted_at < $3::date + 1 group by 1`,
      [companyId, daysAgo(365), today()],
    );
    expect(got.length).toBe(rows.reduce((s, r) => s + r.n, 0));
    const pieces = new Map<string, number>();
    for (const e of got) pieces.set(e.piece, (pieces.get(e.piece) ?? 0) + e.debit - e.credit);
    expect([...pieces.values()].every((v) => v === 0)).toBe(true);
    const numbers: Record<string, string> = {
      sales: "701",
      refunds: "709",
      fees: "631",
      "operator:wave:available": "5521",
      "operator:wave:pending": "5851",
      "operator:mtn_momo:available": "5523",
      "operator:mtn_momo:pending": "5853",
      "bank:available": "5211",
      "bank:pending": "5855",
      "operator:orange_money:available": "5522",
      "operator:orange_money:pending": "5852",
      "operator:moov_money:available": "5524",
      "operator:moov_money:pending": "5854",
    };
    for (const r of rows) {
      const number = numbers[r.account] as string;
      const lines = got.filter((e) => e.account === number);
      expect(lines.length, r.account).toBe(r.n);
      expect(
        lines.reduce((s, e) => s + e.debit - e.credit, 0),
        r.account,
      ).toBe(r.amount);
    }
    expect(got.every((e) => e.journal === "PF" && /^\d{2}\/\d{2}\/\d{4}$/.test(e.date))).toBe(true);
    expect(got.some((e) => e.label.startsWith("Remboursement re_") && e.account === "709" && e.debit === 2_000)).toBe(
      true,
    );
  });

  it("uses the business's own accounts once set, refuses a malformed one at its field, and audits the change", async () => {
    const api = inMode(admin, "test");
    const defaults = (await api.get("/api/settings/accounting")).body;
    expect(defaults).toMatchObject({ journalCode: "PF", sales: "701", mtnMomo: "5523" });
    const bad = await admin.request("PUT", "/api/settings/accounting", { json: { ...defaults, sales: "70A" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "accountNumberInvalid", field: "sales" });
    const own = { ...defaults, journalCode: "MOMO", sales: "706100", mtnMomo: "552300" };
    expect((await admin.request("PUT", "/api/settings/accounting", { json: own })).body).toEqual(own);
    const got = entries(String((await api.get(`/api/reports/accounting?${period()}`)).body));
    expect(got.some((e) => e.account === "706100")).toBe(true);
    expect(got.some((e) => e.account === "701")).toBe(false);
    expect(got.every((e) => e.journal === "MOMO")).toBe(true);
    const { rows } = await ctx.pool.query(
      "select details from audit_log where action = 'settings.updated' and company_id = $1 order by created_at desc limit 1",
      [companyId],
    );
    expect(rows[0].details.after.accountingAccounts.sales).toBe("706100");
    await admin.request("PUT", "/api/settings/accounting", { json: defaults });
  });

  it("gives the same entries as an XLSX workbook", async () => {
    const csv = entries(String((await inMode(admin, "test").get(`/api/reports/accounting?${period()}`)).body));
    const res = await admin.raw(`/api/reports/accounting?${period()}&format=xlsx`, { "x-payflow-mode": "test" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet("Journal");
    expect(sheet?.rowCount).toBe(csv.length + 1);
    const second = sheet?.getRow(2).values as unknown[];
    const first = csv[0] as Entry;
    expect(second.slice(1, 8)).toEqual([
      first.journal,
      first.date,
      first.piece,
      first.account,
      first.label,
      ...(first.debit ? [first.debit, undefined] : [undefined, first.credit]),
    ]);
  });

  it("refuses a period that lasts more than 366 days before sending anything", async () => {
    const res = await inMode(admin, "test").get(`/api/reports/accounting?from=${daysAgo(400)}&to=${today()}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "reportPeriodInvalid", field: "to" });
  });
});

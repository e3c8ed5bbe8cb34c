import { LATEST_API_VERSION } from "@payflow/contracts";
import { eq, sql } from "drizzle-orm";
import { publicUrl } from "../config/env";
import { bulkInsert } from "../db/bulk-insert";
import {
  clients,
  companies,
  paymentEvents,
  refunds,
  transactions,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "../db/schema";
import type { Deps } from "../deps";
import { randomToken } from "../lib/ids";
import { settleDue } from "../modules/ledger";
import type { PaymentRow } from "../modules/payments";
import { feeOf, toApiObject } from "../modules/payments";
import { newSecret, sealSecret, webhookBody } from "../modules/webhooks";
import { demoPaymentAccount } from "./account";
import {
  amountOf,
  BUSINESSES,
  codeOf,
  DAYS,
  DESCRIPTIONS,
  FAILURES,
  FIRST_NAMES,
  HOUR_WEIGHTS,
  LAST_NAMES,
  OPERATORS,
  paymentsOn,
  phoneOf,
  type Random,
  randomFrom,
} from "./shape";
import { CLIENT_PREFIX, ENDPOINT_ID, PAYMENT_PREFIX, removeDemo } from "./store";

// `npm run seed:demo`: a realistic 90-day history in the default company's TEST mode, so a
// newcomer sees figures and charts at once — ≈20,000 payments over the four operators and bank
// transfer (more on weekdays and in business hours, growing over the quarter), clients (marked as
// test data: live mode neither lists nor counts them), a payment account when there is none, full
// and partial refunds, failures with the operators' real reasons, expiries, a few still pending,
// and a webhook endpoint with its deliveries. Every row is what the engine itself would have
// written (fee, net, settlement date, events with the payment as it was, webhook bodies).
// Demo rows carry a `demo` id prefix; running it again replaces them (same random seed, so the
// same history, moved to end now). Live data and other companies are never touched.

const CLIENTS = 300;
const DAY_MS = 86_400_000;

type Demo = {
  payments: PaymentRow[];
  events: Array<typeof paymentEvents.$inferInsert>;
  refunds: Array<typeof refunds.$inferInsert>;
};

function history(
  rnd: Random,
  input: { companyId: string; now: Date; commissionBps: number; delayDays: number; publicUrl: string },
  clientIds: string[],
  accountId: string | null,
): Demo {
  const { companyId, now, commissionBps, delayDays } = input;
  const payments: PaymentRow[] = [];
  const events: Demo["events"] = [];
  const refundRows: Demo["refunds"] = [];
  const firstDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (DAYS - 1) * DAY_MS;
  let n = 0;
  // This generation's own token, in the ids of what the books post (outcome events, refunds): a
  // history made again after its predecessor was removed (its postings reversed) posts anew.
  const gen = randomToken(6).toLowerCase();
  for (let d = 0; d < DAYS; d++) {
    const day = new Date(firstDay + d * DAY_MS);
    const count = paymentsOn(rnd, day, d);
    for (let k = 0; k < count; k++) {
      const hour = rnd.weighted(HOUR_WEIGHTS).hour;
      // Milliseconds, as the engine stores them (list cursors carry a JS date).
      const createdAt = new Date(day.getTime() + hour * 3_600_000 + rnd.int(0, 3_599_999));
      if (createdAt >= now) continue;
      const operator = rnd.weighted(OPERATORS).operator;
      const amount = amountOf(rnd, operator);
      const { fee, net } = feeOf(amount, commissionBps);
      // The generation's token in the id too: a payment's settlement is posted once per payment id
      // (ljt_set_<id>), so a history made again must not reuse its predecessor's ids.
      const id = `${PAYMENT_PREFIX}${gen}_${String(++n).padStart(6, "0")}`;
      const age = now.getTime() - createdAt.getTime();
      const expirySeconds = operator === "bank_transfer" ? 7 * 86_400 : operator === "wave" ? 1800 : 600;
      const expiresAt = new Date(createdAt.getTime() + expirySeconds * 1000);
      const r = rnd.next();
      // Still open: only bank transfers younger than their expiry. A mobile payment left pending
      // would be asked about by reconciliation, and the sandbox never saw it.
      const open = operator === "bank_transfer" && expiresAt > now;
      let status: PaymentRow["status"] =
        open && r < 0.5
          ? "pending"
          : r < 0.86
            ? "succeeded"
            : r < 0.93
              ? "failed"
              : r < 0.985
                ? "expired"
                : "cancelled";
      if (status === "pending" && age > expirySeconds * 1000) status = "expired";
      const settleMs = operator === "bank_transfer" ? rnd.int(2, 48) * 3_600_000 : rnd.int(8, 120) * 1000;
      const endedAt =
        status === "expired" ? expiresAt : new Date(Math.min(createdAt.getTime() + settleMs, now.getTime() - 1000));
      const paidAt = status === "succeeded" ? endedAt : null;
      const failure =
        status === "failed"
          ? rnd.pick(FAILURES)
          : status === "expired"
            ? { code: "expired", message: "Le délai de paiement est dépassé.", operatorCode: null }
            : status === "cancelled"
              ? { code: "cancelled", message: "Annulé par l'entreprise.", operatorCode: null }
              : null;
      const row: PaymentRow = {
        id,
        companyId,
        userId: null,
        clientId: rnd.next() < 0.6 ? rnd.pick(clientIds) : null,
        paymentAccountId: accountId,
        payerChoosesOperator: false,
        lateFrom: null,
        amount,
        currency: "XOF",
        status,
        type: "payment",
        description: rnd.pick(DESCRIPTIONS),
        operatorTransactionId: paidAt ? `${operator.slice(0, 2).toUpperCase()}${String(100_000_000 + n)}` : null,
        metadata: {},
        isTestData: true,
        operator,
        phone: phoneOf(rnd, operator),
        reference: rnd.next() < 0.7 ? `CMD-${String(10_000 + n)}` : null,
        code: codeOf(rnd),
        successUrl: null,
        errorUrl: null,
        nextAction: null,
        failure,
        operatorAttemptId: operator === "bank_transfer" ? null : `demo-attempt-${n}`,
        operatorReference: operator === "bank_transfer" ? null : `demo-${operator}-${n}`,
        operatorData: {},
        fee,
        net,
        refundedAmount: 0,
        paidAt,
        settlesAt: paidAt ? new Date(paidAt.getTime() + delayDays * DAY_MS) : null,
        expiresAt,
        nextCheckAt: status === "pending" ? new Date(now.getTime() + 60_000) : null,
        checkCount: status === "pending" ? 1 : rnd.int(0, 3),
        idempotencyKey: null,
        paymentLinkId: null,
        invoiceId: null,
        payerDetails: null,
        createdAt,
        updatedAt: status === "pending" ? createdAt : endedAt,
      };
      const pendingView = {
        ...row,
        status: "pending",
        failure: null,
        paidAt: null,
        settlesAt: null,
        operatorTransactionId: null,
      };
      events.push(eventOf(`${id}_p`, pendingView, "payment.pending", createdAt, input.publicUrl));
      if (status !== "pending") {
        const type = status === "succeeded" ? "payment.success" : `payment.${status}`;
        events.push(eventOf(`${id}_f_${gen}`, row, type, endedAt, input.publicUrl));
      }
      // A few refunds: mostly full, some partial, days later.
      if (status === "succeeded" && rnd.next() < 0.025) {
        const full = rnd.next() < 0.6;
        const refunded = full ? amount : Math.max(100, Math.round((amount * rnd.int(20, 60)) / 100 / 50) * 50);
        const at = new Date(Math.min(endedAt.getTime() + rnd.int(1, 72) * 3_600_000, now.getTime() - 1000));
        row.status = full ? "refunded" : "partially_refunded";
        row.refundedAmount = refunded;
        row.updatedAt = at;
        const refundId = `re_demo_${String(n).padStart(6, "0")}_${gen}`;
        const refund = {
          id: refundId,
          companyId,
          isTestData: true,
          paymentId: id,
          amount: refunded,
          reason: full ? "Commande annulée par le client" : "Article manquant à la livraison",
          method: operator === "bank_transfer" ? "manual" : "operator",
          status: "succeeded",
          operatorRefundId: operator === "bank_transfer" ? null : `demo-refund-${n}`,
          userId: null,
          createdAt: at,
        };
        refundRows.push(refund);
        events.push(
          eventOf(`${id}_r_${gen}`, row, "refund.succeeded", at, input.publicUrl, {
            refund: {
              id: refundId,
              object: "refund",
              amount: refunded,
              reason: refund.reason,
              method: refund.method,
              created_at: at.toISOString(),
            },
          }),
        );
      }
      payments.push(row);
    }
  }
  return { payments, events, refunds: refundRows };
}

function eventOf(
  id: string,
  row: PaymentRow,
  type: string,
  at: Date,
  base: string,
  extra: Record<string, unknown> = {},
): typeof paymentEvents.$inferInsert {
  return {
    id: `evt_${id.slice(4)}`,
    companyId: row.companyId,
    isTestData: true,
    paymentId: row.id,
    type,
    data: { payment: toApiObject({ ...row }, base), ...extra },
    createdAt: at,
  };
}

export type DemoSummary = {
  payments: number;
  clients: number;
  refunds: number;
  events: number;
  deliveries: number;
  byStatus: Record<string, number>;
};

/** Writes (or rewrites) the demo history of the company's test mode in one transaction. */
export async function seedDemoHistory(deps: Deps, companyId: string, now = new Date()): Promise<DemoSummary> {
  const rnd = randomFrom(20_261_123);
  return deps.db.transaction(async (tx) => {
    // One run at a time (two at once would both delete, then both insert).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('payflow:seed-demo'))`);
    const [company] = await tx
      .select({ commissionBps: companies.commissionBps, delayDays: companies.paymentDelayDays })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw new Error(`no company ${companyId}`);
    await removeDemo(tx, companyId);

    const clientRows = Array.from({ length: CLIENTS }, (_, i) => {
      const business = i < BUSINESSES.length;
      const first = rnd.pick(FIRST_NAMES);
      const last = rnd.pick(LAST_NAMES);
      const name = business ? (BUSINESSES[i] as string) : `${first} ${last}`;
      const slug = name
        .normalize("NFD")
        .replace(/[^\w]+/g, ".")
        .toLowerCase()
        .replace(/^\.|\.$/g, "");
      return {
        id: `${CLIENT_PREFIX}${String(i + 1).padStart(3, "0")}`,
        companyId,
        name,
        contactPerson: business ? `${first} ${last}` : "",
        email: `${slug}.${i + 1}@demo.payflow.ci`,
        phone: `07${String(rnd.int(10_000_000, 99_999_999))}`,
        address: rnd.pick(["Cocody", "Plateau", "Yopougon", "Marcory", "Treichville", "Adjamé", "Abobo", "Koumassi"]),
        // Made up: kept out of live mode's clients, figures and payments.
        isTestData: true,
        createdAt: new Date(now.getTime() - rnd.int(1, DAYS + 30) * DAY_MS),
      };
    });
    await tx.insert(clients).values(clientRows);

    const accountId = await demoPaymentAccount(tx, companyId);
    const demo = history(
      rnd,
      {
        companyId,
        now,
        commissionBps: company.commissionBps,
        delayDays: company.delayDays,
        publicUrl: publicUrl(deps.config),
      },
      clientRows.map((c) => c.id),
      accountId,
    );
    await bulkInsert(tx, transactions, demo.payments);
    // The successes, then their settlements as the round would have posted them, then the
    // refunds: the books post each as it is written, and a refund draws on its payment's money
    // and what the wallet holds available, which never goes below zero (docs/LEDGER.md § Rules).
    await bulkInsert(tx, paymentEvents, demo.events);
    while ((await settleDue(tx, 5_000)) > 0);
    await bulkInsert(tx, refunds, demo.refunds);

    // A merchant's endpoint with its delivery history. Disabled by a person, so it never sends
    // (test mode has no real merchant to reach) and is not reported as failing.
    await tx
      .insert(webhookEndpoints)
      .values({
        id: ENDPOINT_ID,
        companyId,
        isTestData: true,
        url: "https://boutique-demo.example.ci/webhooks/payflow",
        description: "Démo : boutique en ligne (désactivé)",
        events: ["payment.success", "payment.failed", "payment.expired", "payment.cancelled", "refund.succeeded"],
        status: "disabled",
        disabledReason: null,
        apiVersion: LATEST_API_VERSION,
        secret: sealSecret(deps, ENDPOINT_ID, newSecret()),
        createdAt: new Date(now.getTime() - DAYS * DAY_MS),
      })
      .onConflictDoNothing();
    const deliveries: Array<typeof webhookDeliveries.$inferInsert> = [];
    const attempts: Array<typeof webhookAttempts.$inferInsert> = [];
    for (const event of demo.events) {
      if (event.type === "payment.pending") continue;
      const at = event.createdAt as Date;
      // Older than a day: the endpoint was disabled yesterday.
      if (now.getTime() - at.getTime() < DAY_MS) continue;
      const id = `msg_${(event.id as string).slice(4)}`;
      const failedFirst = rnd.next() < 0.04;
      const failedForGood = failedFirst && rnd.next() < 0.2;
      const tries = failedForGood ? 10 : failedFirst ? rnd.int(2, 3) : 1;
      let t = at.getTime() + rnd.int(80, 400);
      for (let i = 1; i <= tries; i++) {
        const ok = i === tries && !failedForGood;
        attempts.push({
          deliveryId: id,
          attemptedAt: new Date(t),
          status: ok ? 200 : rnd.pick([500, 502, 503, null]),
          durationMs: rnd.int(40, 900),
          response: ok ? '{"received":true}' : null,
          error: ok ? null : "Le serveur du marchand n'a pas répondu correctement.",
        });
        t += [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400][i - 1] ?? 0;
      }
      deliveries.push({
        id,
        endpointId: ENDPOINT_ID,
        eventId: event.id as string,
        companyId,
        isTestData: true,
        eventType: event.type as string,
        payload: webhookBody({
          type: event.type as string,
          createdAt: at,
          data: event.data as Record<string, unknown>,
          paymentId: event.paymentId as string,
          isTestData: true,
        }),
        status: failedForGood ? "failed" : "delivered",
        attemptCount: tries,
        nextAttemptAt: null,
        lastAttemptAt: new Date(attempts[attempts.length - 1]?.attemptedAt ?? at),
        lastStatus: (attempts[attempts.length - 1]?.status as number | null) ?? null,
        lastDurationMs: attempts[attempts.length - 1]?.durationMs ?? null,
        createdAt: at,
      });
    }
    await bulkInsert(tx, webhookDeliveries, deliveries);
    await bulkInsert(tx, webhookAttempts, attempts);

    const byStatus: Record<string, number> = {};
    for (const p of demo.payments) byStatus[p.status] = (byStatus[p.status] ?? 0) + 1;
    return {
      payments: demo.payments.length,
      clients: clientRows.length,
      refunds: demo.refunds.length,
      events: demo.events.length,
      deliveries: deliveries.length,
      byStatus,
    };
  });
}

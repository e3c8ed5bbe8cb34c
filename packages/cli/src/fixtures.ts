import type { ApiClient } from "./api.js";
import { CliError } from "./config.js";

// `payflow trigger <event>`: each event made real in test mode through the API and the
// sandboxes' scenario numbers (docs/OPERATORS.md § Magic payer numbers, § Magic payout numbers),
// never faked: what arrives at `payflow listen` is what a live integration would get.

type Made = { object: string; id: string };
type Options = { client?: string | undefined };
type Recipe = { makes: string; run: (api: ApiClient, options: Options) => Promise<Made[]> };

type Obj = { id: string; status?: string };

/** Succeeds at once (…01), fails for lack of funds (…02). */
const PAYER = { succeeds: "0500000001", fails: "0500000002" } as const;
/** Paid at once (…01), no wallet (…02). */
const BENEFICIARY = { paid: "0500000001", noWallet: "0500000002" } as const;

const payment = (api: ApiClient, phone?: string, operator = "mtn_momo") =>
  api.post<Obj>("/v1/payments", {
    amount: 1_000,
    currency: "XOF",
    description: "payflow trigger",
    ...(phone ? { operator, phone } : {}),
  });

const payout = (api: ApiClient, phone: string) =>
  api.post<Obj>("/v1/payouts", {
    amount: 500,
    currency: "XOF",
    operator: "mtn_momo",
    phone,
    name: "Bénéficiaire Test",
    reason: "payflow trigger",
  });

/** Reads until `done` (every 200 ms, 10 s at most), answering the last read. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 50 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

/** A Wave payment, paid: Wave refunds through its own API at once (the others through a payout). */
async function paidPayment(api: ApiClient): Promise<Obj> {
  const made = await payment(api, PAYER.succeeds, "wave");
  return until(
    () => api.get<Obj>(`/v1/payments/${made.id}`),
    (p) => p.status === "succeeded",
  );
}

async function linkMade(api: ApiClient): Promise<Obj> {
  return api.post<Obj>("/v1/payment_links", {
    slug: `trigger-${Date.now().toString(36)}`,
    title: "payflow trigger",
    amount_type: "fixed",
    amount: 1_000,
  });
}

async function invoiceIssued(api: ApiClient, options: Options): Promise<Obj> {
  if (!options.client)
    throw new CliError(
      "Invoice events need one of your test clients: pass --client <cli_…> (Clients in the dashboard).",
    );
  const draft = await api.post<Obj>("/v1/invoices", {
    client_id: options.client,
    template: "B2C",
    lines: [{ description: "payflow trigger", quantity: 1, unit_price: 1_000, tax_code: "TVA" }],
  });
  return api.post<Obj>(`/v1/invoices/${draft.id}/finalize`);
}

const one = (object: string) => (o: Obj) => [{ object, id: o.id }];

export const RECIPES: Record<string, Recipe> = {
  "payment.success": {
    makes: "an MTN payment that succeeds at once",
    run: async (api) => one("payment")(await payment(api, PAYER.succeeds)),
  },
  "payment.failed": {
    makes: "an MTN payment that fails for lack of funds",
    run: async (api) => one("payment")(await payment(api, PAYER.fails)),
  },
  "payment.cancelled": {
    makes: "a checkout payment, then cancelled",
    run: async (api) => {
      const made = await payment(api);
      return one("payment")(await api.post<Obj>(`/v1/payments/${made.id}/cancel`));
    },
  },
  "payment.attempt_failed": {
    makes: "a checkout payment whose payer's first try fails (it stays open for another)",
    run: async (api) => {
      const made = await payment(api);
      await fetch(`${api.base}/api/checkout/${made.id}/pay`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ operator: "mtn_momo", phone: PAYER.fails }),
      });
      return one("payment")(made);
    },
  },
  "refund.succeeded": {
    // Half: a refund is covered by the payment's own money still pending (its amount less the
    // fee) until the payment settles.
    makes: "a Wave payment of 1 000 XOF, paid, then 500 XOF refunded through Wave",
    run: async (api) => {
      const paid = await paidPayment(api);
      const refund = await api.post<Obj>("/v1/refunds", { payment: paid.id, amount: 500, reason: "payflow trigger" });
      return [
        { object: "payment", id: paid.id },
        { object: "refund", id: refund.id },
      ];
    },
  },
  "payout.created": { makes: "an MTN payout", run: async (api) => one("payout")(await payout(api, BENEFICIARY.paid)) },
  "payout.succeeded": {
    makes: "an MTN payout paid at once",
    run: async (api) => one("payout")(await payout(api, BENEFICIARY.paid)),
  },
  "payout.failed": {
    makes: "an MTN payout to a number without a wallet",
    run: async (api) => one("payout")(await payout(api, BENEFICIARY.noWallet)),
  },
  "payment_link.created": { makes: "a payment link", run: async (api) => one("payment_link")(await linkMade(api)) },
  "payment_link.updated": {
    makes: "a payment link, then renamed",
    run: async (api) => {
      const link = await linkMade(api);
      return one("payment_link")(
        await api.post<Obj>(`/v1/payment_links/${link.id}`, { title: "payflow trigger (updated)" }),
      );
    },
  },
  "payment_link.deactivated": {
    makes: "a payment link, then deactivated",
    run: async (api) => {
      const link = await linkMade(api);
      return one("payment_link")(await api.post<Obj>(`/v1/payment_links/${link.id}/deactivate`));
    },
  },
  "invoice.finalized": {
    makes: "an invoice for --client, issued",
    run: async (api, o) => one("invoice")(await invoiceIssued(api, o)),
  },
  "invoice.certified": {
    makes: "an invoice for --client, issued and certified by the FNE sandbox",
    run: async (api, o) => one("invoice")(await invoiceIssued(api, o)),
  },
  "invoice.voided": {
    makes: "an invoice for --client, issued then voided",
    run: async (api, o) => {
      const issued = await invoiceIssued(api, o);
      return one("invoice")(await api.post<Obj>(`/v1/invoices/${issued.id}/void`, { reason: "payflow trigger" }));
    },
  },
  "credit_note.certified": {
    makes: "an invoice for --client, issued, certified, then voided (its credit note is certified)",
    run: async (api, o) => {
      const issued = await invoiceIssued(api, o);
      // Voided once certified: its credit note is then certified in turn.
      await until(
        () => api.get<{ certification: { status: string } }>(`/v1/invoices/${issued.id}`),
        (invoice) => invoice.certification.status === "certified",
      );
      return one("invoice")(await api.post<Obj>(`/v1/invoices/${issued.id}/void`, { reason: "payflow trigger" }));
    },
  },
};

/** Events no API call can bring about at once, and why. */
export const NOT_TRIGGERABLE: Record<string, string> = {
  "payment.expired":
    "a payment expires at the end of its operator's window (minutes): create one with a number ending in 00000004 and wait",
  "refund.failed": "the sandboxes pay every refund back to the payer's number",
  "payout.reversed": "a reversal is a person's decision on a paid payout: POST /v1/payouts/{id}/reverse",
  "payout.cancelled": "only a payout waiting for its approval can be cancelled",
  "payout_batch.completed": "send a batch with POST /v1/payout_batches",
  "invoice.partially_paid": "pay part of an invoice from its page (/i/<id>)",
  "invoice.paid": "pay an invoice from its page (/i/<id>)",
  "invoice.overdue": "an invoice becomes overdue the day after its due date",
  "operator.status_changed": "an operator's status follows its real health",
};

import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { FneInvoice, FneInvoiceItem, FneRefundItem, FneRefundResponse } from "../../fne/types";
import { type FneSandboxParts, openCall } from "./call";
import type { FneDocument } from "./documents";
import { type Body, FieldErrors } from "./fields";
import { taxOf } from "./invoice";
import { fieldError, invalid, refusal, SIGNING_ERROR, send } from "./replies";
import { spaceKeyOf } from "./space";
import { computeTotals } from "./totals";
import { uuidV7 } from "./uuid7";

// `POST /ws/external/invoices/{id}/refund` (docs/FNE.md, "Credit notes"): authentication → a
// JSON body → `items`, each `{id, quantity > 0}`, no item twice → the sale: unknown, unsigned or
// another company's answers 404 `not_found`, a credit note 400 → each id one of the sale's
// items → no more than remains after earlier credit notes → a sticker, else 500 → the next
// credit-note number → 201 `{ncc, reference, token, warning, balance_sticker}`.

const INVOICE_NOT_FOUND = refusal(404, "Invoice not found", "not_found");

function itemsOf(body: Body): FneRefundItem[] | FieldErrors {
  const f = new FieldErrors();
  const seen = new Set<string>();
  f.list(body, "items", (item, at) => {
    f.requiredString(item, "id", `${at}.id`);
    f.number(item, "quantity", { path: `${at}.quantity`, required: true, min: 0, above: true });
    if (typeof item.id !== "string") return;
    if (seen.has(item.id)) f.add(`${at}.id`, "duplicate", "Each item may be listed once");
    seen.add(item.id);
  });
  return f.empty ? (body.items as FneRefundItem[]).map(({ id, quantity }) => ({ id, quantity })) : f;
}

export async function refund(c: Context, parts: FneSandboxParts) {
  const call = await openCall(c, parts);
  if ("answer" in call) return call.answer;
  const { ref, body, space } = call;
  const items = itemsOf(body);
  if (items instanceof FieldErrors) return send(c, invalid("Validation failed", items.errors));
  const sale = await parts.documents.get(c.req.param("id") ?? "");
  if (!sale?.signed || sale.space !== spaceKeyOf(ref)) return send(c, INVOICE_NOT_FOUND);
  if (sale.invoice.subtype !== "normal") {
    const message = "Only a sale invoice can be credited";
    return send(c, invalid(`${message}.`, fieldError("id", "invalid", message)));
  }
  const strangers = new FieldErrors();
  items.forEach((w, i) => {
    if (!sale.invoice.items.some((item) => item.id === w.id))
      strangers.add(`items.${i}.id`, "invalid", "Item does not belong to this invoice");
  });
  if (!strangers.empty) return send(c, invalid("Unknown invoice item.", strangers.errors));
  if (space.stickers <= 0) return send(c, SIGNING_ERROR);
  const over = await parts.documents.reserve(sale.invoice.id, items);
  if (over) {
    const errors = new FieldErrors();
    for (const { index, remaining } of over)
      errors.add(`items.${index}.quantity`, "max", `Quantity exceeds what remains to be credited (${remaining})`);
    return send(c, invalid("Quantity exceeds what remains to be credited.", errors.errors));
  }
  const at = new Date();
  const numbered = await parts.spaces.take(ref, "refund", at);
  if (!numbered) {
    await parts.documents.release(sale.invoice.id, items);
    return send(c, SIGNING_ERROR);
  }
  const note = creditNote(sale, items, {
    id: randomUUID(),
    token: uuidV7(at.getTime()),
    reference: numbered.reference,
    at,
  });
  await parts.documents.insert(note);
  const answer: FneRefundResponse = {
    ncc: space.ncc,
    reference: numbered.reference,
    token: parts.verificationUrl(note.token),
    warning: numbered.warning,
    balance_sticker: numbered.stickers,
  };
  return c.json(answer, 201);
}

/** The credit note's document: the sale's header, the credited lines, negative amounts. */
function creditNote(
  sale: FneDocument,
  wanted: FneRefundItem[],
  issued: { id: string; token: string; reference: string; at: Date },
): FneDocument {
  const at = issued.at.toISOString();
  const lines = wanted.map((w) => ({ w, item: sale.invoice.items.find((i) => i.id === w.id) as FneInvoiceItem }));
  const totals = computeTotals(
    lines.map(({ w, item }) => ({
      quantity: w.quantity,
      amount: item.amount,
      discount: item.discount,
      tax: taxOf({ taxes: item.taxes.map((t) => t.shortName) }),
      customTaxes: item.customTaxes,
    })),
    sale.invoice.discount,
    sale.invoice.customTaxes,
  );
  const invoice: FneInvoice = {
    ...sale.invoice,
    id: issued.id,
    parentId: sale.invoice.id,
    parentReference: sale.invoice.reference,
    token: issued.token,
    reference: issued.reference,
    subtype: "refund",
    date: at,
    amount: -totals.totalAfterTaxes,
    vatAmount: -totals.vatAmount,
    createdAt: at,
    updatedAt: at,
    items: lines.map(({ w, item }) => {
      const id = randomUUID();
      return {
        ...item,
        id,
        quantity: w.quantity,
        invoiceId: issued.id,
        parentId: item.id,
        createdAt: at,
        updatedAt: at,
        taxes: item.taxes.map((t) => ({ ...t, invoiceItemId: id, createdAt: at, updatedAt: at })),
        customTaxes: item.customTaxes.map((t) => ({ ...t, id: randomUUID(), invoiceItemId: id })),
      };
    }),
  };
  return { ...sale, token: issued.token, signed: true, invoice, totals, credited: {} };
}

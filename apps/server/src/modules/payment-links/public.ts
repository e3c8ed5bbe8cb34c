import {
  type PaymentLinkAmounts,
  type PaymentLinkPayment,
  type PaymentOperator,
  type PayPaymentLinkRequest,
  type PublicPaymentLink,
  paymentLinkAnswers,
  paymentLinkVisitAmount,
} from "@payflow/contracts";
import { publicUrl } from "../../config/env";
import type { Tx } from "../../db/client";
import { scopeOfRow } from "../../db/scope";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { consumeRateLimit } from "../../http/rate-limit";
import { operatorsOffered } from "../../operators/offered";
import { checkoutUrl, createPayment } from "../payments";
import * as q from "./queries";

// What a payer does with a link (public: the slug is the payer's key). Every reason a link takes
// no payment — unknown, deactivated, expired, sold out — answers the same 404
// paymentLinkUnavailable, so the page tells a payer nothing of the business's links.

/** Visits a payer's address may make in a minute (all links), and a link may take in a minute. */
export const VISITS_PER_ADDRESS = 30;
export const VISITS_PER_LINK = 300;

const unavailable = () => new AppError("paymentLinkUnavailable");

/** Whether the link takes payments now, its places counted in `db` (a lock makes the count exact). */
async function takesPayments(db: Tx, link: q.PaymentLinkRow, now = new Date()): Promise<boolean> {
  if (!link.active) return false;
  if (link.expiresAt && link.expiresAt <= now) return false;
  return link.maxPayments === null || (await q.placesTaken(db, link)) < link.maxPayments;
}

async function availableLink(deps: Deps, slug: string) {
  const found = await q.findBySlug(deps.db, slug.toLowerCase());
  if (!found || !(await takesPayments(deps.db, found.link))) throw unavailable();
  return found;
}

/** The ways the payer may pay now: the link's (all when empty), the mobile ones the business can take in its mode. */
const offered = (deps: Deps, link: q.PaymentLinkRow) =>
  operatorsOffered(deps, scopeOfRow(link), link.operators as PaymentOperator[]);

export async function publicLinkView(deps: Deps, slug: string): Promise<PublicPaymentLink> {
  const { link, businessName, businessLogoUrl } = await availableLink(deps, slug);
  return {
    slug: link.slug,
    title: link.title,
    description: link.description,
    imageUrl: link.imageUrl,
    businessName,
    businessLogoUrl,
    currency: "XOF",
    amountType: link.amountType as PublicPaymentLink["amountType"],
    amount: link.amount,
    minAmount: link.minAmount,
    maxAmount: link.maxAmount,
    suggestedAmounts: link.suggestedAmounts,
    quantityMax: link.quantityMax,
    operators: await offered(deps, link),
    fields: link.fields,
    noteLabel: link.noteLabel,
    successMessage: link.successMessage,
    mode: link.isTestData ? "test" : "live",
  };
}

/**
 * A payer's visit: the amount, the way of paying and the answers checked against the link, then
 * one payment through the payments engine, in the link's company and mode, carrying the link and
 * the answers. The payer's page then follows the payment at its checkout URL (/pay/<id>).
 */
export async function payLink(
  deps: Deps,
  slug: string,
  input: PayPaymentLinkRequest,
  clientIp: string,
): Promise<PaymentLinkPayment> {
  await consumeRateLimit(deps.db, `plink:ip:${clientIp}`, VISITS_PER_ADDRESS, 60);
  const { link } = await availableLink(deps, slug);
  await consumeRateLimit(deps.db, `plink:link:${link.id}`, VISITS_PER_LINK, 60);

  const visit = paymentLinkVisitAmount(link as PaymentLinkAmounts, input);
  if ("code" in visit)
    throw new AppError(visit.code, { field: visit.field, ...(visit.params ? { params: visit.params } : {}) });
  if (input.operator && link.operators.length > 0 && !link.operators.includes(input.operator))
    throw new AppError("paymentLinkOperatorNotOffered", { field: "operator" });
  const answered = paymentLinkAnswers(link.fields, input.answers ?? {});
  if ("code" in answered) throw new AppError(answered.code, { field: answered.field });

  const payment = await createPayment(
    deps,
    scopeOfRow(link),
    { userId: null },
    {
      amount: visit.amount,
      // Without a way of paying, the payer chooses it on the checkout page, among the link's.
      ...(input.operator ? { operator: input.operator, ...(input.phone ? { phone: input.phone } : {}) } : {}),
      description: visit.quantity && visit.quantity > 1 ? `${link.title} × ${visit.quantity}` : link.title,
      ...(link.returnUrl ? { successUrl: link.returnUrl } : {}),
      ...(visit.quantity ? { metadata: { quantity: String(visit.quantity) } } : {}),
    },
    {
      paymentLinkId: link.id,
      payerDetails: answered.answers,
      // In the transaction that inserts the payment: the link's row lock makes concurrent visits
      // (and a deactivation or an edit) take turns, and each counts the places with the payments
      // committed before it, so max_payments is never passed and a link deactivated, expired or
      // sold out meanwhile makes no payment. The lock is held for the insert only: the operator
      // is asked after the commit.
      claim: async (tx) => {
        const locked = await q.lockLinkById(tx, link.id);
        if (!locked || !(await takesPayments(tx, locked))) throw unavailable();
      },
    },
  );
  return {
    paymentId: payment.id,
    status: payment.status as PaymentLinkPayment["status"],
    amount: payment.amount,
    currency: "XOF",
    checkoutUrl: checkoutUrl(publicUrl(deps.config), payment.id),
  };
}

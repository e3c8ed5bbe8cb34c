import {
  hasCapability,
  isClientRole,
  PAYMENT_OPERATOR_NAMES,
  type PaymentOperator,
  resolveCapabilities,
} from "@payflow/contracts";
import { publicUrl } from "../../config/env";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import type { OperatorStatus } from "../../operators/types";
import { tellOutside } from "../notifications/outside";
import { notify } from "../notifications/service";
import { listCustomRoles } from "../roles/queries";
import * as q from "./queries";
import { settle } from "./states";

// What an operator says about a payment (callback, status read, create answer), applied
// through the state machine; then the people who follow payments are told.

const EXPIRED = { code: "expired", message: "The payer did not approve the payment in time.", operatorCode: null };

/** Applies the operator's view; answers the moved payment, or null when nothing changed. */
export async function applyOperatorStatus(
  deps: Deps,
  paymentId: string,
  status: OperatorStatus,
  tx: Tx = deps.db,
): Promise<q.PaymentRow | null> {
  const moved = await moveByStatus(deps, paymentId, status, tx);
  if (moved && (moved.status === "succeeded" || moved.status === "failed")) await tellFollowers(deps, moved);
  return moved;
}

async function moveByStatus(
  deps: Deps,
  paymentId: string,
  status: OperatorStatus,
  tx: Tx,
): Promise<q.PaymentRow | null> {
  const base = publicUrl(deps.config);
  switch (status.state) {
    case "succeeded": {
      const current = await q.findPaymentById(tx, paymentId);
      if (!current || current.status !== "pending") return null;
      const terms = await q.findCompanyTerms(tx, current.companyId);
      const paidAt = new Date();
      const settlesAt = new Date(paidAt.getTime() + (terms?.paymentDelayDays ?? 0) * 86_400_000);
      const patch = { operatorTransactionId: status.operatorTransactionId, paidAt, settlesAt, failure: null };
      return settle(tx, paymentId, "succeeded", patch, base);
    }
    case "failed":
      return settle(tx, paymentId, "failed", { failure: status.failure }, base);
    case "expired":
      return settle(tx, paymentId, "expired", { failure: status.failure ?? EXPIRED }, base);
    case "cancelled":
      return settle(tx, paymentId, "cancelled", { failure: status.failure ?? null }, base);
    default:
      return null;
  }
}

async function tellOutsideAll(
  deps: Deps,
  payment: q.PaymentRow,
  people: Awaited<ReturnType<typeof q.listCompanyPeople>>,
  about: { operator: string; mode: string; reason: string },
): Promise<void> {
  const live = !payment.isTestData;
  for (const person of people) {
    try {
      const recipient = { ...person, companyId: payment.companyId };
      const amount = formatAmount(payment.amount, person.preferences.language);
      const outcome = { name: person.name, amount, code: payment.code, operator: about.operator, mode: about.mode };
      if (payment.status === "succeeded") {
        await tellOutside(deps, recipient, { template: "paymentSucceeded", params: outcome, live });
      } else {
        const params = { ...outcome, reason: about.reason };
        await tellOutside(deps, recipient, { template: "paymentFailed", params, live });
      }
    } catch (error) {
      deps.logger.warn("payment outcome not sent outside the app", { paymentId: payment.id, error });
    }
  }
}

/** Integer XOF as people read it in their language: "1 250 000" / "1,250,000". */
function formatAmount(amount: number, language: string): string {
  return new Intl.NumberFormat(language === "en" ? "en-US" : "fr-FR").format(amount).replaceAll("\u202f", " ");
}

/**
 * In-app notifications of a success or failure: to the company's staff who can see
 * transactions, and to the client the payment is for. Best effort: the payment has moved
 * whatever happens here.
 */
async function tellFollowers(deps: Deps, payment: q.PaymentRow): Promise<void> {
  try {
    const [people, custom] = await Promise.all([
      q.listCompanyPeople(deps.db, payment.companyId),
      listCustomRoles(deps.db, payment.companyId),
    ]);
    const clientUserId = payment.clientId
      ? (await q.findClientOf(deps.db, payment.companyId, payment.clientId))?.userId
      : null;
    const succeeded = payment.status === "succeeded";
    const operator = payment.operator ? PAYMENT_OPERATOR_NAMES[payment.operator as PaymentOperator] : "";
    const params = {
      amount: String(payment.amount),
      code: payment.code,
      operator,
      mode: payment.isTestData ? "test" : "live",
    };
    const failure = payment.failure as { message?: string } | null;
    const outside: typeof people = [];
    for (const person of people) {
      const follows = isClientRole(person.role)
        ? person.userId === clientUserId
        : hasCapability(resolveCapabilities(person.role, custom), "viewTransactions");
      if (!follows) continue;
      await notify(deps.db, {
        userId: person.userId,
        companyId: payment.companyId,
        type: succeeded ? "success" : "error",
        titleKey: succeeded ? "notif.paymentSucceeded.title" : "notif.paymentFailed.title",
        messageKey: succeeded ? "notif.paymentSucceeded.message" : "notif.paymentFailed.message",
        params,
      });
      outside.push(person);
    }
    // By email and WhatsApp too, as each person chose in Preferences — in the background, so an
    // SMTP server or the WhatsApp API never slows down the callback that settled the payment.
    void tellOutsideAll(deps, payment, outside, { operator, mode: params.mode, reason: failure?.message ?? "" });
  } catch (error) {
    deps.logger.warn("payment notifications not written", { paymentId: payment.id, error });
  }
}

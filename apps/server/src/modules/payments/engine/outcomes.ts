import {
  hasCapability,
  isClientRole,
  PAYMENT_OPERATOR_NAMES,
  type PaymentOperator,
  resolveCapabilities,
} from "@payflow/contracts";
import { publicUrl } from "../../../config/env";
import type { Tx } from "../../../db/client";
import type { Deps } from "../../../deps";
import { newId } from "../../../lib/ids";
import type { OperatorStatus } from "../../../operators/types";
import { listCompanyPeople, notify, tellOutside } from "../../notifications";
import { listCustomRoles } from "../../roles";
import * as q from "../queries";
import { insertHeldReport } from "./held-reports";
import { type Mismatch, mismatchesOf, reportedAsText } from "./operator-match";
import { LATE_FROM, type LateFrom, settle, settleLate } from "./states";

// What an operator says about a payment (callback, status read, create answer), applied
// through the state machine; then the people who follow payments are told. A success is applied
// only when it matches the payment (operator-match.ts); one that does not changes nothing, is
// kept for review and alerts the business. A success for a payment PayFlow had cancelled,
// expired or failed is the money arriving anyway: recorded as a late success, never dropped.

const EXPIRED = { code: "expired", message: "The payer did not approve the payment in time.", operatorCode: null };

/** How an operator's word arrived: its notification, a status read (reconciliation, cancel). */
export type ReportSource = "callback" | "status";

export type ApplyOptions = {
  source?: ReportSource;
  /**
   * For a cancel or an expiry decided by PayFlow while the operator's request may still be paid:
   * when to ask the operator again (reconciliation follows it until the operator's word is final).
   */
  followUpAt?: Date | null;
};

/** Applies the operator's view; answers the moved payment, or null when nothing changed. */
export async function applyOperatorStatus(
  deps: Deps,
  paymentId: string,
  status: OperatorStatus,
  tx: Tx = deps.db,
  options: ApplyOptions = {},
): Promise<q.PaymentRow | null> {
  if (status.state === "succeeded") return applySuccess(deps, paymentId, status, tx, options.source ?? "status");
  const moved = await moveByStatus(deps, paymentId, status, tx, options.followUpAt ?? null);
  if (moved?.status === "failed") await tellFollowers(deps, moved, "failed");
  return moved;
}

async function applySuccess(
  deps: Deps,
  paymentId: string,
  status: Extract<OperatorStatus, { state: "succeeded" }>,
  tx: Tx,
  source: ReportSource,
): Promise<q.PaymentRow | null> {
  const base = publicUrl(deps.config);
  // Twice at most: a cancel or an expiry may commit between the read and the move.
  for (let attempt = 0; attempt < 2; attempt++) {
    const current = await q.findPaymentById(tx, paymentId);
    if (!current) return null;
    const mismatches = mismatchesOf(current, status.reported);
    if (mismatches.length > 0) {
      await holdReport(deps, current, status, mismatches, source, tx);
      return null;
    }
    const terms = await q.findCompanyTerms(tx, current.companyId);
    const paidAt = new Date();
    const settlesAt = new Date(paidAt.getTime() + (terms?.paymentDelayDays ?? 0) * 86_400_000);
    const patch = { operatorTransactionId: status.operatorTransactionId, paidAt, settlesAt, failure: null };
    let moved: q.PaymentRow | null = null;
    if (current.status === "pending") {
      moved = await settle(tx, paymentId, "succeeded", patch, base);
    } else if ((LATE_FROM as readonly string[]).includes(current.status)) {
      moved = await settleLate(tx, paymentId, current.status as LateFrom, patch, base);
      if (moved) {
        deps.logger.warn("operator success after the payment was stopped: recorded as a late success", {
          paymentId,
          previousStatus: current.status,
          source,
        });
      }
    } else {
      return null;
    }
    if (moved) {
      await tellFollowers(deps, moved, moved.lateFrom ? "late" : "succeeded");
      return moved;
    }
  }
  return null;
}

async function moveByStatus(
  deps: Deps,
  paymentId: string,
  status: Exclude<OperatorStatus, { state: "succeeded" }>,
  tx: Tx,
  followUpAt: Date | null,
): Promise<q.PaymentRow | null> {
  const base = publicUrl(deps.config);
  switch (status.state) {
    case "failed":
      return settle(tx, paymentId, "failed", { failure: status.failure, nextCheckAt: followUpAt }, base);
    case "expired":
      return settle(tx, paymentId, "expired", { failure: status.failure ?? EXPIRED, nextCheckAt: followUpAt }, base);
    case "cancelled":
      return settle(tx, paymentId, "cancelled", { failure: status.failure ?? null, nextCheckAt: followUpAt }, base);
    default:
      return null;
  }
}

/** Keeps a success that does not match its payment for review, and alerts the business. */
async function holdReport(
  deps: Deps,
  payment: q.PaymentRow,
  status: Extract<OperatorStatus, { state: "succeeded" }>,
  mismatches: Mismatch[],
  source: ReportSource,
  tx: Tx,
): Promise<void> {
  const reported = { ...reportedAsText(status.reported), operatorTransactionId: status.operatorTransactionId };
  await insertHeldReport(tx, {
    id: newId("hor"),
    companyId: payment.companyId,
    isTestData: payment.isTestData,
    paymentId: payment.id,
    operator: payment.operator ?? "",
    mismatches,
    reported,
    source,
  });
  deps.logger.warn("operator success does not match its payment: held for review, nothing changed", {
    paymentId: payment.id,
    operator: payment.operator,
    mismatches,
    source,
  });
  await tellFollowers(deps, payment, "mismatch", mismatches);
}

async function tellOutsideAll(
  deps: Deps,
  payment: q.PaymentRow,
  people: Awaited<ReturnType<typeof listCompanyPeople>>,
  about: { operator: string; mode: string; reason: string },
): Promise<void> {
  const live = !payment.isTestData;
  for (const person of people) {
    try {
      const recipient = { ...person, companyId: payment.companyId };
      const amount = formatAmount(payment.amount, person.preferences.language);
      const operator = operatorName(about.operator, person.preferences.language);
      const outcome = { name: person.name, amount, code: payment.code, operator, mode: about.mode };
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

/** An operator as people read it in their language: brand names stay, a bank transfer is said in words. */
function operatorName(operator: string, language: string): string {
  if (operator === "bank_transfer") return language === "en" ? "bank transfer" : "virement bancaire";
  return PAYMENT_OPERATOR_NAMES[operator as PaymentOperator] ?? operator;
}

/** Integer XOF as people read it in their language: "1 250 000" / "1,250,000". */
function formatAmount(amount: number, language: string): string {
  return new Intl.NumberFormat(language === "en" ? "en-US" : "fr-FR").format(amount).replaceAll("\u202f", " ");
}

type FollowerNews = "succeeded" | "failed" | "late" | "mismatch";

const TEXTS: Record<FollowerNews, { type: "success" | "error" | "warning"; key: string }> = {
  succeeded: { type: "success", key: "notif.paymentSucceeded" },
  failed: { type: "error", key: "notif.paymentFailed" },
  late: { type: "warning", key: "notif.paymentLate" },
  mismatch: { type: "warning", key: "notif.operatorMismatch" },
};

/**
 * In-app notifications of a success or failure: to the company's staff who can see
 * transactions, and to the client the payment is for. A late success and a held report are
 * for staff to act on; the client hears of a late success as of any success, and of a held
 * report not at all. Best effort: the payment has moved whatever happens here.
 */
async function tellFollowers(
  deps: Deps,
  payment: q.PaymentRow,
  news: FollowerNews,
  mismatches: Mismatch[] = [],
): Promise<void> {
  try {
    const [people, custom, client] = await Promise.all([
      listCompanyPeople(deps.db, payment.companyId),
      listCustomRoles(deps.db, payment.companyId),
      payment.clientId && news !== "mismatch" ? q.findClientOf(deps.db, payment.companyId, payment.clientId) : null,
    ]);
    const clientUserId = client?.userId ?? null;
    // The operator's id, not its name: the web names it in the reader's language.
    const operator = payment.operator ?? "";
    const params = {
      amount: String(payment.amount),
      code: payment.code,
      operator,
      mode: payment.isTestData ? "test" : "live",
      ...(news === "mismatch" ? { fields: mismatches.join(", ") } : {}),
    };
    const failure = payment.failure as { message?: string } | null;
    const outside: typeof people = [];
    for (const person of people) {
      const isClient = isClientRole(person.role);
      const follows = isClient
        ? person.userId === clientUserId
        : hasCapability(resolveCapabilities(person.role, custom), "viewTransactions");
      if (!follows) continue;
      const text = TEXTS[isClient && news === "late" ? "succeeded" : news];
      await notify(deps.db, {
        userId: person.userId,
        companyId: payment.companyId,
        type: text.type,
        titleKey: `${text.key}.title`,
        messageKey: `${text.key}.message`,
        params,
      });
      outside.push(person);
    }
    // By email and WhatsApp too, as each person chose in Preferences — in the background, so an
    // SMTP server or the WhatsApp API never slows down the callback that settled the payment.
    if (news === "mismatch") return;
    void tellOutsideAll(deps, payment, outside, { operator, mode: params.mode, reason: failure?.message ?? "" });
  } catch (error) {
    deps.logger.warn("payment notifications not written", { paymentId: payment.id, error });
  }
}

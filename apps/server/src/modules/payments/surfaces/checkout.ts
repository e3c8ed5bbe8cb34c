import {
  type CheckoutView,
  isMobileOperator,
  isMobilePaymentOperator,
  MOBILE_PAYMENT_OPERATORS,
  PAYER_ATTEMPTS_PER_PAYMENT,
  type PaymentFailureCode,
  type PaymentOperator,
} from "@payflow/contracts";
import { publicUrl } from "../../../config/env";
import type { Deps } from "../../../deps";
import { AppError } from "../../../http/errors";
import { qrDataUrl } from "../../../lib/qr";
import { operatorReady, sandboxBaseUrl } from "../../../operators/registry";
import { operatorsDown } from "../../operator-health";
import { countFailedAttempts } from "../engine/attempt-queries";
import { choosePaymentMethod } from "../engine/choose";
import { awaitsAnotherTry } from "../engine/retry";
import * as q from "../queries";
import { isPayflowSignedInPage } from "./return-url";

// The hosted checkout page's view of one payment (public: whoever has the link is the payer).
// It shows that payment only — amount, description, the business's name — never anything else
// of the business or of other payments.

const SUCCESSFUL = new Set(["succeeded", "refunded", "partially_refunded"]);

async function found(deps: Deps, id: string): Promise<q.PaymentView> {
  const payment = await q.findPaymentById(deps.db, id);
  if (!payment) throw new AppError("notFound");
  return payment;
}

/** The merchant's success or error URL once the payment is final, with ?status=…&tx_ref=… */
function returnUrl(p: q.PaymentView, publicBase: string): string | null {
  if (p.status === "pending") return null;
  const target = SUCCESSFUL.has(p.status) ? p.successUrl : p.errorUrl;
  if (!target || isPayflowSignedInPage(target, publicBase)) return null;
  const url = new URL(target);
  url.searchParams.set("status", p.status);
  url.searchParams.set("tx_ref", p.id);
  return url.toString();
}

/** The operator the payer pays with now: the business's, or the payer's current choice. */
const chosenOperator = (p: q.PaymentView) => (awaitsAnotherTry(p) ? null : (p.operator as PaymentOperator | null));

type LinkTerms = Awaited<ReturnType<typeof q.findLinkTerms>>;

/** A payment made through a payment link: its link's terms (null for any other payment). */
const linkTermsOf = (deps: Deps, p: q.PaymentView): Promise<LinkTerms> =>
  p.paymentLinkId ? q.findLinkTerms(deps.db, p.paymentLinkId) : Promise.resolve(null);

/** The ways the payer may choose: those the business can take in this mode, and a link's only those it offers. */
async function offered(deps: Deps, p: q.PaymentView, link: LinkTerms): Promise<PaymentOperator[]> {
  const chosen = chosenOperator(p);
  if (chosen) return [chosen];
  const mode = p.isTestData ? "test" : "live";
  const mobile: PaymentOperator[] = [];
  for (const op of MOBILE_PAYMENT_OPERATORS) if (await operatorReady(deps, p.companyId, mode, op)) mobile.push(op);
  const accounts = await q.listAccountsOf(deps.db, p.companyId);
  const all: PaymentOperator[] = accounts.some((a) => !isMobileOperator(a.operatorBank))
    ? [...mobile, "bank_transfer"]
    : mobile;
  return link?.operators.length ? all.filter((op) => link.operators.includes(op)) : all;
}

export async function checkoutView(deps: Deps, id: string): Promise<CheckoutView> {
  const p = await found(deps, id);
  const terms = await q.findCompanyTerms(deps.db, p.companyId);
  const account =
    p.operator === "bank_transfer" && p.paymentAccountId
      ? await q.findAccount(deps.db, p.companyId, p.paymentAccountId)
      : null;
  const operator = chosenOperator(p);
  const link = await linkTermsOf(deps, p);
  const onPhone = operator === "mtn_momo" || operator === "moov_money";
  const next = (p.nextAction as CheckoutView["nextAction"]) ?? null;
  return {
    id: p.id,
    status: p.status as CheckoutView["status"],
    amount: p.amount,
    currency: "XOF",
    description: p.description,
    businessName: terms?.name ?? "",
    code: p.code,
    operator,
    operators: p.status === "pending" ? await offered(deps, p, link) : [],
    // Asked only while the payer still chooses: the page is read again and again after that.
    operatorsDown:
      p.status === "pending" && !operator
        ? await operatorsDown(deps.db, { companyId: p.companyId, mode: p.isTestData ? "test" : "live" })
        : [],
    phoneHint: p.phone ? `${"•".repeat(p.phone.length - 2)}${p.phone.slice(-2)}` : null,
    nextAction: next,
    redirectQr: next?.type === "redirect" && next.url ? await qrDataUrl(next.url) : null,
    failure: p.failure ? { code: p.failure.code as PaymentFailureCode } : null,
    failedAttempt: awaitsAnotherTry(p)
      ? {
          operator: p.operator as PaymentOperator,
          attemptsLeft: Math.max(0, PAYER_ATTEMPTS_PER_PAYMENT - (await countFailedAttempts(deps.db, p.id))),
        }
      : null,
    mode: p.isTestData ? "test" : "live",
    expiresAt: p.expiresAt?.toISOString() ?? null,
    returnUrl: returnUrl(p, publicUrl(deps.config)),
    bank: account
      ? { bankName: account.operatorBank, accountName: account.holderName, accountNumber: account.accountNumberPhone }
      : null,
    sandboxPhoneUrl:
      p.isTestData && onPhone && p.phone && isMobilePaymentOperator(operator as string)
        ? `${sandboxBaseUrl(deps.config.PAYFLOW_SANDBOX_URL ?? publicUrl(deps.config), operator as "mtn_momo")}/phone/${p.phone}`
        : null,
    successMessage: link?.successMessage ?? null,
  };
}

/** The payer's choice on the page (operator and number), then the attempt; answers the new view. */
export async function payFromCheckout(deps: Deps, id: string, operator: PaymentOperator, phone?: string) {
  const p = await found(deps, id);
  if (p.status !== "pending") throw new AppError("paymentNotPending");
  if (p.operatorAttemptId || p.nextAction) throw new AppError("paymentMethodLocked");
  if (!(await offered(deps, p, await linkTermsOf(deps, p))).includes(operator))
    throw new AppError("unknownOperator", { field: "operator" });
  await choosePaymentMethod(deps, p, operator, phone);
  return checkoutView(deps, id);
}

/** @jsxImportSource preact */
import type { CheckoutView } from "@payflow/contracts/payments";
import { useEffect, useState } from "preact/hooks";
import { formatXof } from "../lib/format";
import { embedParent } from "./embed";
import { type ICONS, Icon, useWords } from "./ui";
import { fill, httpUrl, unbroken } from "./words";

/** Seconds before the payer is taken back to the merchant's page by themselves. */
export const RETURN_DELAY_SECONDS = 3;

export type FinalKind = "succeeded" | "failed" | "expired" | "cancelled";

/** A final status as the payer reads it: a refunded payment was still paid. */
export function finalKind(status: CheckoutView["status"]): FinalKind | null {
  if (status === "succeeded" || status === "refunded" || status === "partially_refunded") return "succeeded";
  if (status === "failed" || status === "expired" || status === "cancelled") return status;
  return null;
}

const LOOK: Record<FinalKind, { tone: string; icon: keyof typeof ICONS }> = {
  succeeded: { tone: "teal", icon: "circleCheck" },
  failed: { tone: "red", icon: "circleX" },
  expired: { tone: "gray", icon: "clockX" },
  cancelled: { tone: "gray", icon: "ban" },
};

/** The merchant's page (with ?status=…&tx_ref=…): a button, and a short countdown the payer can stop. */
function ReturnToMerchant({ url }: { url: string }) {
  const { w } = useWords();
  const [seconds, setSeconds] = useState(RETURN_DELAY_SECONDS);
  const [stay, setStay] = useState(false);
  useEffect(() => {
    if (stay) return;
    if (seconds <= 0) {
      window.location.assign(url);
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, stay, url]);
  return (
    <div class="stack tight full">
      {/* Wraps rather than cuts its label: a 375 px phone is narrower than "Retour chez le marchand" at this size. */}
      <a class="button large full" href={url} rel="noreferrer">
        {w.final.returnToMerchant}
      </a>
      {!stay && seconds > 0 && (
        <div class="row center">
          <span class="small dimmed">{fill(w.final.redirecting, { seconds })}</span>
          <button type="button" class="button subtle compact" onClick={() => setStay(true)}>
            {w.final.stay}
          </button>
        </div>
      )}
    </div>
  );
}

/** The end of the payment: paid, failed (with the reason), expired or cancelled. */
export function FinalState({ view, kind, business }: { view: CheckoutView; kind: FinalKind; business: string }) {
  const { language, w } = useWords();
  const amount = unbroken(formatXof(view.amount, language));
  const returnUrl = httpUrl(view.returnUrl);
  return (
    <div class="stack tight-sm final" data-testid="checkout-final" data-status={kind}>
      <span class={`final-icon ${LOOK[kind].tone}`}>
        <Icon name={LOOK[kind].icon} size={40} />
      </span>
      <h2 class="h3">{w.status[kind]}</h2>
      {kind === "succeeded" && <p>{fill(w.final.succeededText, { business, amount })}</p>}
      {kind === "succeeded" && view.successMessage && (
        <p class="wrap lines strong" data-testid="link-success-message">
          {view.successMessage}
        </p>
      )}
      {kind === "failed" && (
        <>
          <p>{fill(w.final.failedText, { amount })}</p>
          {view.failure && <p class="strong">{fill(w.final.reason, { reason: w.failure[view.failure.code] })}</p>}
          <p class="small">{fill(w.final.failedNext, { business })}</p>
        </>
      )}
      {kind === "expired" && <p>{fill(w.final.expiredText, { business })}</p>}
      {kind === "cancelled" && <p>{fill(w.final.cancelledText, { business })}</p>}
      {/* In payflow.js's overlay the merchant's page is already there, behind it. */}
      {returnUrl && !embedParent && <ReturnToMerchant url={returnUrl} />}
    </div>
  );
}

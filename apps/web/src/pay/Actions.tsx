/** @jsxImportSource preact */
import { COPY_CONFIRMATION_MS, PHONE_PREFIX } from "@payflow/contracts/constants";
import { formatBankAccountNumber } from "@payflow/contracts/payment-account-rules";
import type { CheckoutView } from "@payflow/contracts/payments";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { formatXof } from "../lib/format";
import { embedParent, tellParent } from "./embed";
import { Icon, useMediaQuery, useWords, Waiting } from "./ui";
import { fill, httpUrl, operatorName, svgDataUrl, unbroken } from "./words";

// What the payer does once the method is chosen, as the operator asks: on the operator's page,
// on their phone, or by a transfer from their bank.

/** Wide screens are not the phone that pays: they also get the QR code to scan. */
export const DESKTOP_QUERY = "(min-width: 62em)";

/** Text the server wrote over several lines (an operator's instructions). */
const Instructions = ({ text, testId }: { text: string; testId?: string }) => (
  <p class="lines" data-testid={testId}>
    {text}
  </p>
);

/**
 * Wave and Orange Money: the payer confirms on the operator's page, which sends them back to
 * this page. On a desktop the same address is offered as a QR code for the phone.
 */
export function RedirectStep({ view }: { view: CheckoutView }) {
  const { w } = useWords();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const operator = view.operator ? operatorName(w, view.operator) : "";
  const url = httpUrl(view.nextAction?.url);
  const qr = svgDataUrl(view.redirectQr);
  return (
    <div class="stack">
      <h2 class="h4">{fill(w.redirect.title, { operator })}</h2>
      <p>{fill(w.redirect.text, { operator })}</p>
      {url ? (
        <a
          class="button large full"
          href={url}
          rel="noreferrer"
          onClick={(event) => {
            // In payflow.js's overlay the operator's page must open at top level: the merchant's
            // page (payflow.js) opens it, for a message from this checkout only.
            if (!embedParent) return;
            event.preventDefault();
            tellParent({ type: "payflow:navigate", payment: view.id, url });
          }}
        >
          {fill(w.redirect.button, { operator })}
          <Icon name="external" />
        </a>
      ) : (
        view.nextAction?.instructions && <Instructions text={view.nextAction.instructions} />
      )}
      {desktop && qr && (
        <>
          <div class="divider">
            <span>{w.or}</span>
          </div>
          <div class="qr">
            <p class="strong">{w.redirect.qrTitle}</p>
            <img src={qr} alt={fill(w.redirect.qrAlt, { operator })} width={200} height={200} />
          </div>
        </>
      )}
      <Waiting text={w.redirect.waiting} />
    </div>
  );
}

/**
 * MTN and Moov: the operator pushes the request to the payer's phone, where they approve with
 * their PIN; the page follows the status by itself. In test mode, a link opens the sandbox's
 * simulated phone where a tester approves or declines.
 */
export function ApproveStep({ view }: { view: CheckoutView }) {
  const { language, w } = useWords();
  const operator = view.operator ? operatorName(w, view.operator) : "";
  const amount = unbroken(formatXof(view.amount, language));
  const sandbox = view.mode === "test" ? httpUrl(view.sandboxPhoneUrl) : null;
  return (
    <div class="stack">
      <h2 class="h4">{w.approve.title}</h2>
      <p>
        {view.phoneHint
          ? fill(w.approve.text, { amount, operator, phone: unbroken(`${PHONE_PREFIX} ${view.phoneHint}`) })
          : fill(w.approve.textNoPhone, { amount, operator })}
      </p>
      {view.nextAction?.instructions && (
        <Instructions text={view.nextAction.instructions} testId="operator-instructions" />
      )}
      <Waiting text={w.approve.waiting} />
      {sandbox && (
        <div class="stack tight">
          <a class="button light orange" href={sandbox} target="_blank" rel="noopener noreferrer">
            <Icon name="phoneMessage" />
            {w.approve.sandbox}
          </a>
          <p class="small dimmed center">{w.approve.sandboxHint}</p>
        </div>
      )}
    </div>
  );
}

/**
 * One line of the transfer details: its label, its value and, for what the payer types into
 * their bank's app, a copy button whose "Copied" resets after 2 s.
 */
function CopyValue({
  label,
  value,
  copyText,
  monospace = false,
  onCopied,
}: {
  label: string;
  value: string;
  /** What goes to the clipboard when it differs from what is shown (the amount's digits); null: no button. */
  copyText?: string | null;
  monospace?: boolean;
  onCopied?: (label: string) => void;
}) {
  const { w } = useWords();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = () => {
    const done = () => {
      window.clearTimeout(timer.current);
      setCopied(true);
      onCopied?.(label);
      timer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    };
    if (navigator.clipboard) navigator.clipboard.writeText(copyText ?? value).then(done, () => setFailed(true));
    else setFailed(true);
  };
  return (
    <div>
      <p class="small dimmed">{label}</p>
      <div class="copy-row">
        <span class={monospace ? "strong wrap mono" : "strong wrap"}>{value}</span>
        {copyText !== null && (
          <button type="button" class="button light compact" onClick={copy}>
            <Icon name={copied ? "check" : "copy"} size={14} />
            {copied ? w.bank.copied : w.bank.copy} <span class="sr-only">{label}</span>
          </button>
        )}
      </div>
      {failed && (
        <p class="small error" role="alert">
          {w.bank.copyFailed}
        </p>
      )}
    </div>
  );
}

/**
 * Bank transfer: where to send the money and the reference (the payment code) that lets the
 * business match it. The payment succeeds when the business sees the transfer; the page
 * follows the status by itself.
 */
export function BankTransferStep({ view, business }: { view: CheckoutView; business: string }) {
  const { language, w } = useWords();
  const [announce, setAnnounce] = useState("");
  const onCopied = useCallback((label: string) => setAnnounce(fill(w.bank.copiedAnnounce, { label })), [w]);
  const amount = formatXof(view.amount, language);
  return (
    <div class="stack">
      <h2 class="h4">{w.bank.title}</h2>
      <p>{fill(w.bank.text, { amount: unbroken(amount) })}</p>
      <div class="stack tight-sm" data-testid="bank-details">
        {view.bank ? (
          <>
            <CopyValue label={w.bank.bankName} value={view.bank.bankName} copyText={null} />
            {view.bank.accountName && (
              <CopyValue label={w.bank.accountName} value={view.bank.accountName} onCopied={onCopied} />
            )}
            {/* Shown in the bank's groups, copied without spaces: what a banking app's field takes. */}
            <CopyValue
              label={w.bank.accountNumber}
              value={formatBankAccountNumber(view.bank.accountNumber)}
              copyText={view.bank.accountNumber}
              monospace
              onCopied={onCopied}
            />
          </>
        ) : (
          view.nextAction?.instructions && <Instructions text={view.nextAction.instructions} />
        )}
        <CopyValue label={w.bank.reference} value={view.code} monospace onCopied={onCopied} />
        <CopyValue label={w.bank.amount} value={amount} copyText={String(view.amount)} onCopied={onCopied} />
      </div>
      <p class="small">{fill(w.bank.note, { business })}</p>
      <Waiting text={w.redirect.waiting} />
      <div class="sr-only" role="status">
        {announce}
      </div>
    </div>
  );
}

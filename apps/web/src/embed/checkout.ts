import { type CheckoutOutcome, type EmbedMessage, outcomeOf } from "./messages";
import { openOverlay } from "./overlay";

// PayFlow.checkout (docs/API.md § payflow.js): the hosted checkout of one payment in an overlay
// on the merchant's page. The merchant's callbacks hear an end only once PayFlow's server says
// it (GET /api/checkout/<id>, which the business's registered sites may read): a message from
// the frame only says when to ask.

export type CheckoutOptions = {
  /** The payment's id (pay_…), created by the merchant's server through the API. */
  payment: string;
  onSucceeded?: (result: { payment: string; status: string }) => void;
  onFailed?: (result: { payment: string; status: string }) => void;
  /** The payer closed the overlay before the payment ended. */
  onClosed?: (result: { payment: string }) => void;
  /** PayFlow's address; by default the one payflow.js was loaded from. */
  baseUrl?: string;
};

/** Seconds the checkout has to say it is there before the whole window goes to it instead. */
const FRAME_SILENT_MS = 15_000;
/** The payer sees the end in the overlay for this long before it goes. */
const CLOSE_AFTER_END_MS = 2500;
/** The server may be a moment behind the page that says a payment ended: it is asked again, once a second. */
const CONFIRM_TRIES = 10;

const PAYMENT_ID = /^pay_[A-Za-z0-9_-]{1,100}$/;

/** Open or ended checkouts by payment: a payment's overlay opens once however often Pay is pressed. */
const sessions = new Map<string, Promise<CheckoutOutcome>>();
let defaultBase = "";

/** Where PayFlow is when no `baseUrl` is given (payflow.js: where it was loaded from). */
export function setDefaultBaseUrl(url: string): void {
  defaultBase = url;
}

export function checkout(options: CheckoutOptions): Promise<CheckoutOutcome> {
  const id = options.payment;
  if (typeof id !== "string" || !PAYMENT_ID.test(id)) {
    return Promise.reject(new Error("PayFlow.checkout: `payment` must be a payment id (pay_…)"));
  }
  const known = sessions.get(id);
  if (known) return known;
  const session = run(options, new URL(options.baseUrl || defaultBase || window.location.href).origin).then(
    (outcome) => {
      // Closed before the end: the payer may open it again.
      if (outcome === "closed") sessions.delete(id);
      return outcome;
    },
  );
  sessions.set(id, session);
  return session;
}

function run(options: CheckoutOptions, base: string): Promise<CheckoutOutcome> {
  const id = options.payment;
  const page = `${base}/pay/${encodeURIComponent(id)}`;
  return new Promise((resolve) => {
    let settled = false;
    let asking = false;
    let heard = false;
    const overlay = openOverlay(`${page}?embed=1&origin=${encodeURIComponent(window.location.origin)}`, () => {
      if (settled) return;
      settled = true;
      stop();
      options.onClosed?.({ payment: id });
      resolve("closed");
    });
    // A frame that never speaks was refused (a site not registered) or cannot run: the payer
    // pays on the checkout's own page instead, which takes them back to the merchant's.
    const silent = window.setTimeout(() => {
      if (heard || settled) return;
      stop();
      overlay.remove();
      window.location.assign(page);
    }, FRAME_SILENT_MS);

    function stop() {
      window.clearTimeout(silent);
      window.removeEventListener("message", onMessage);
    }
    function end(outcome: "succeeded" | "failed", status: string) {
      if (settled) return;
      settled = true;
      stop();
      resolve(outcome);
      (outcome === "succeeded" ? options.onSucceeded : options.onFailed)?.({ payment: id, status });
      window.setTimeout(overlay.remove, CLOSE_AFTER_END_MS);
    }
    /** Asks the server where the payment stands; calls back only on what it says. */
    async function confirm(tries = CONFIRM_TRIES) {
      if (asking || settled) return;
      asking = true;
      let status: string | null = null;
      try {
        const res = await fetch(`${base}/api/checkout/${encodeURIComponent(id)}`, {
          credentials: "omit",
          cache: "no-store",
        });
        if (res.ok) status = String(((await res.json()) as { status?: unknown }).status);
      } catch {
        // Asked again below.
      }
      asking = false;
      const outcome = status ? outcomeOf(status) : null;
      if (outcome && status) end(outcome, status);
      else if (tries > 1) window.setTimeout(() => void confirm(tries - 1), 1000);
    }
    function onMessage(event: MessageEvent) {
      if (event.origin !== base || event.source !== overlay.frame.contentWindow) return;
      const message = event.data as EmbedMessage | null;
      if (!message || typeof message !== "object" || message.payment !== id) return;
      heard = true;
      if (message.type === "payflow:status" && outcomeOf(message.status)) void confirm();
      else if (message.type === "payflow:close") overlay.closeAsPayer();
      else if (message.type === "payflow:navigate" && /^https?:\/\//i.test(message.url)) {
        // The operator's page (Wave) must be at top level: the payer comes back to the checkout's page.
        stop();
        overlay.remove();
        window.location.assign(message.url);
      }
    }
    window.addEventListener("message", onMessage);
  });
}

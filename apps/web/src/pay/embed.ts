import type { EmbedMessage } from "../embed/messages";

// The checkout inside payflow.js's overlay (/pay/<id>?embed=1&origin=<the merchant's site>,
// docs/API.md § payflow.js): it tells the page around it where the payment stands, never takes
// the payer to a return address itself, and asks that page to open an operator's page at top
// level. Messages go to the merchant's origin only: the browser drops them if the page around is
// another (and only the business's registered sites may frame this page at all).

function embedOrigin(): string | null {
  const params = new URLSearchParams(window.location.search);
  if (params.get("embed") !== "1" || window.parent === window) return null;
  const origin = params.get("origin") ?? "";
  return /^https?:\/\/[^/?#\s]+$/i.test(origin) ? origin : null;
}

/** The merchant's site around the checkout, or null when the page is not in payflow.js's overlay. */
export const embedParent = embedOrigin();

export function tellParent(message: EmbedMessage): void {
  if (embedParent) window.parent.postMessage(message, embedParent);
}

/** Escape inside the frame closes the overlay, as it does outside it. */
export function closeOnEscape(payment: string): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") tellParent({ type: "payflow:close", payment });
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}

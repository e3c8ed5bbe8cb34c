import { formatXof as formatXofIn } from "@payflow/contracts/xof";
import { html, raw } from "hono/html";
import type { Settled } from "./lifecycle";

// The sandboxes' payer pages: plain HTML forms (the app's CSP allows no inline script), French
// first with English beneath, readable on a 375 px phone, light or dark as the device prefers.

const STYLE = `
  :root { color-scheme: light dark; --fg: #1a1b1e; --bg: #f8f9fa; --card: #fff; --muted: #495057; --accent: #1c7ed6; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e9ecef; --bg: #141517; --card: #25262b; --muted: #c1c2c5; --accent: #4dabf7; } }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
  main { max-width: 420px; margin: 0 auto; padding: 16px; }
  .banner { background: #e8590c; color: #fff; font-weight: 700; text-align: center; padding: 8px; border-radius: 8px; }
  .card { background: var(--card); border-radius: 12px; padding: 16px; margin-top: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  .amount { font-size: 28px; font-weight: 700; margin: 8px 0; }
  .muted { color: var(--muted); font-size: 14px; }
  label { display: block; font-weight: 600; margin-top: 12px; }
  input { width: 100%; font-size: 16px; padding: 10px; border-radius: 8px; border: 1px solid var(--muted); background: var(--card); color: var(--fg); }
  .actions { display: flex; gap: 12px; margin-top: 16px; }
  button { flex: 1; font-size: 16px; font-weight: 700; padding: 12px; border-radius: 8px; border: 0; cursor: pointer; }
  .approve { background: #2b8a3e; color: #fff; }
  .decline { background: #c92a2a; color: #fff; }
  button:focus-visible, input:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`;

export type PayerPage = {
  operatorName: string;
  title: string;
  body: ReturnType<typeof html>;
};

export function payerPage({ operatorName, title, body }: PayerPage) {
  return html`<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} — ${operatorName} (sandbox)</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>
      <p class="banner">SANDBOX PayFlow — aucun argent réel · no real money</p>
      <h1>${title}</h1>
      ${body}
    </main>
  </body>
</html>`;
}

/** Approve / decline buttons posting `decision` to `action`. */
export function decisionForm(action: string, extra: ReturnType<typeof html> | string = "") {
  return html`<form method="post" action="${action}">
    ${extra}
    <div class="actions">
      <button class="approve" type="submit" name="decision" value="approve">Approuver · Approve</button>
      <button class="decline" type="submit" name="decision" value="decline">Refuser · Decline</button>
    </div>
  </form>`;
}

export const formatXof = (amount: number | string): string => formatXofIn(Number(amount), "fr");

/** How an outcome reads on the payer pages, in French and English. */
const OUTCOME_WORDS: Record<Settled, { fr: string; en: string }> = {
  succeeded: { fr: "approuvé", en: "approved" },
  declined: { fr: "refusé", en: "declined" },
  insufficient_funds: { fr: "refusé (solde insuffisant)", en: "declined (insufficient funds)" },
  expired: { fr: "expiré", en: "expired" },
};

/** What a finished attempt's page says instead of the buttons. */
export function outcomeNotice(state: Settled) {
  const { fr, en } = OUTCOME_WORDS[state];
  return html`<p>Ce paiement est ${fr}. · This payment is ${en}.</p>`;
}

/**
 * The answer to a choice made once the outcome was already there (the automatic approval, the
 * expiry, or an earlier choice): it says so, and never passes for the choice having worked.
 */
export function lateChoicePage(operatorName: string, state: Settled, back?: string) {
  const { fr, en } = OUTCOME_WORDS[state];
  return payerPage({
    operatorName,
    title: "Choix sans effet · Choice not applied",
    body: html`<div class="card" role="status">
        <p>Ce paiement était déjà ${fr} ; votre choix n'a rien changé.</p>
        <p lang="en">This payment was already ${en}; your choice changed nothing.</p>
        ${back ? html`<p><a href="${back}">Retour · Back</a></p>` : ""}
      </div>`,
  });
}

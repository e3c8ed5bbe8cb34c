import { html } from "hono/html";
import { decisionForm, payerPage } from "./page";

// The payer's phone, as the sandboxes of approve-on-phone operators (MTN, Moov) play it: the
// requests waiting for this number, each with Approve / Decline.

export type PhoneRequest = { id: string; label: string; action: string };

export function phonePage(operatorName: string, number: string, requests: PhoneRequest[]) {
  const body = requests.length
    ? html`${requests.map(
        (r) => html`<div class="card">
          <p class="muted">${r.id}</p>
          <p class="amount">${r.label}</p>
          ${decisionForm(r.action)}
        </div>`,
      )}`
    : html`<div class="card"><p>Aucune demande en attente. · No request waiting.</p></div>`;
  return payerPage({
    operatorName,
    title: `Téléphone +225 ${number} · ${operatorName}`,
    body: html`<p class="muted">Demandes de paiement en attente · Payment requests waiting</p>
      ${body}`,
  });
}

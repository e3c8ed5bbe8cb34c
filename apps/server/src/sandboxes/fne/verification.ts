import { html } from "hono/html";
import { qrDataUrl } from "../../lib/qr";
import { formatXof, payerPage } from "../page";
import type { FneDocument } from "./documents";

// What anyone holding a certified document's QR code sees: the public verification page
// (`/fr/verification/<token>`) and its JSON (`/ws/invoices/qr/<token>`). The DGI's JSON also
// carries the issuer's API key and balances; the sandbox's never does: only the document, its
// totals and the seller's name and NCC.

/** The document's public data; a credit note's totals are negative, as the platform shows them. */
export function publicData(doc: FneDocument) {
  const sign = doc.invoice.subtype === "refund" ? -1 : 1;
  const t = doc.totals;
  return {
    ...doc.invoice,
    totalBeforeTaxes: sign * t.totalBeforeTaxes,
    totalDiscounted: sign * t.totalDiscounted,
    totalTaxes: sign * t.vatAmount,
    totalAfterTaxes: sign * t.totalAfterTaxes,
    totalCustomTaxes: sign * t.totalCustomTaxes,
    totalDue: sign * t.totalDue,
    clientTaxRegime: null,
    company: { name: doc.companyName, ncc: doc.ncc },
  };
}

/** The page, with the document's sticker: its QR code (of `url`, this page's own address) and its number. */
export async function verificationPage(doc: FneDocument, url: string) {
  const d = publicData(doc);
  const qr = await qrDataUrl(url);
  const credit = d.subtype === "refund";
  const row = (label: string, value: string | number) => html`<tr><th scope="row">${label}</th><td>${value}</td></tr>`;
  const body = html`<div class="card">
      <p class="muted">${credit ? "Facture d'avoir · Credit note" : "Facture normalisée électronique"}</p>
      <p class="amount">${d.reference}</p>
      <img src="${qr}" alt="QR code FNE ${d.reference}" width="160" height="160" />
      <table>
        ${row("Vendeur · Seller", `${d.company.name} (NCC ${d.company.ncc})`)}
        ${row("Établissement · Point de vente", `${d.clientEstablishment} · ${d.clientPointOfSale}`)}
        ${row("Date", d.date)}
        ${row("Client", d.clientCompanyName)}
        ${credit ? row("Facture d'origine · Original invoice", d.parentReference ?? "") : ""}
      </table>
    </div>
    <div class="card">
      <table>
        <thead><tr><th scope="col">Désignation</th><th scope="col">Qté</th><th scope="col">PU HT</th><th scope="col">Remise</th><th scope="col">Taxe</th></tr></thead>
        <tbody>
          ${d.items.map(
            (i) =>
              html`<tr><td>${i.description}</td><td>${i.quantity}</td><td>${formatXof(i.amount)}</td><td>${i.discount} %</td><td>${i.taxes.map((t) => t.shortName).join(", ")}</td></tr>`,
          )}
        </tbody>
      </table>
    </div>
    <div class="card">
      <table>
        ${row("Total HT", formatXof(d.totalBeforeTaxes))}
        ${row(`Remise (${d.discount} %)`, formatXof(d.totalBeforeTaxes - d.totalDiscounted))}
        ${row("Total HT après remise", formatXof(d.totalDiscounted))}
        ${row("TVA", formatXof(d.totalTaxes))}
        ${row("Total TTC", formatXof(d.totalAfterTaxes))}
        ${row("Autres taxes", formatXof(d.totalCustomTaxes))}
        ${row("Net à payer", formatXof(d.totalDue))}
      </table>
    </div>`;
  return payerPage({ operatorName: "FNE DGI", title: "Vérification de facture · Invoice check", body });
}

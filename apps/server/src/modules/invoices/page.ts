import type { OpenAPIHono } from "@hono/zod-openapi";
import { formatXof, type Language, type PublicInvoice } from "@payflow/contracts";
import { html, raw } from "hono/html";
import { declareAccess } from "../../http/access";
import { AppError } from "../../http/errors";
import { fillPayerPage, payerLanguage, payerPageCsp, payerPageTemplate, scriptJson } from "../../http/payer-page";
import type { AppEnv } from "../../http/types";
import { publicInvoiceView } from "./parts";

// An invoice's page, /i/<id> (docs/INVOICES.md § Paying an invoice): the payer entry's pay.html
// with the invoice written into it by the server — who bills, its number, what remains and its
// certification, readable before any script runs — and the invoice as JSON (`invoice-data`) for
// the page's script, which shows the lines and the part form without asking the server again.

const WORDS = {
  fr: {
    invoice: "Facture",
    from: "De la part de",
    remaining: "Reste à payer",
    total: "Total TTC",
    certified: "Certifiée par la DGI — N° FNE",
    pending: "Certification DGI en attente",
    needsScript: "Activez JavaScript pour payer cette facture.",
    unavailableTitle: "Facture indisponible",
    unavailableText: "Cette facture n'existe pas ou n'attend plus de paiement.",
  },
  en: {
    invoice: "Invoice",
    from: "From",
    remaining: "Remaining to pay",
    total: "Total incl. tax",
    certified: "Certified by the DGI — FNE no.",
    pending: "DGI certification pending",
    needsScript: "Turn JavaScript on to pay this invoice.",
    unavailableTitle: "Invoice unavailable",
    unavailableText: "This invoice does not exist or no longer waits for payment.",
  },
} as const satisfies Record<Language, Record<string, string>>;

function invoiceMarkup(invoice: PublicInvoice, language: Language) {
  const words = WORDS[language];
  const { certification: c } = invoice;
  return html`<section class="panel summary">
  <div class="business">
    ${invoice.businessLogoUrl ? html`<img class="business-logo" src="${invoice.businessLogoUrl}" alt="" width="48" height="48" referrerpolicy="no-referrer" />` : ""}
    <h1 class="h3 wrap"><span class="dimmed small block">${words.from}</span> ${invoice.businessName}</h1>
  </div>
  <p class="h4 wrap">${words.invoice} ${invoice.number}</p>
  <p class="small">${words.total} : ${formatXof(invoice.totalTtc, language)}</p>
  <p class="amount" data-testid="invoice-remaining">${words.remaining} : ${formatXof(invoice.amountRemaining, language)}</p>
  <p class="small dimmed">${c.status === "certified" ? `${words.certified} ${c.fneNumber ?? ""}` : words.pending}</p>
</section>
<noscript><p class="panel">${words.needsScript}</p></noscript>
<script type="application/json" id="invoice-data">${raw(scriptJson(invoice))}</script>`;
}

/** Serves /i/<id> from the built pay.html (nothing when the web app is not built). */
export function registerInvoicePage(app: OpenAPIHono<AppEnv>, distDir: string): void {
  const template = payerPageTemplate(distDir);
  if (!template) return;
  const csp = payerPageCsp();
  declareAccess("GET", "/i/:id", "public");
  app.get("/i/:id", async (c) => {
    const language = payerLanguage(c.req.header("accept-language"));
    c.header("Content-Security-Policy", csp);
    c.header("Cache-Control", "no-store");
    try {
      const invoice = await publicInvoiceView(c.get("deps"), c.req.param("id"));
      const title = await html`${WORDS[language].invoice} ${invoice.number} — ${invoice.businessName}`;
      return c.html(fillPayerPage(template, language, String(title), String(await invoiceMarkup(invoice, language))));
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "invoiceUnavailable") throw error;
      const words = WORDS[language];
      const body = await html`<div class="message" data-testid="invoice-unavailable">
  <h1 class="h2">${words.unavailableTitle}</h1>
  <p class="dimmed">${words.unavailableText}</p>
</div>`;
      return c.html(fillPayerPage(template, language, words.unavailableTitle, String(body)), 404);
    }
  });
}

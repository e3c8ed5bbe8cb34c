import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  type Language,
  PAYMENT_LINK_PAGE_WORDS,
  PAYMENT_OPERATOR_NAMES,
  type PublicPaymentLink,
  paymentLinkAmountText,
} from "@payflow/contracts";
import { html, raw } from "hono/html";
import { declareAccess } from "../../http/access";
import { AppError } from "../../http/errors";
import { fillPayerPage, payerLanguage, payerPageCsp, payerPageTemplate, scriptJson } from "../../http/payer-page";
import type { AppEnv } from "../../http/types";
import { publicLinkView } from "./public";

// A payment link's page, /l/<slug> (docs/PAYMENTS.md § Payment links): the payer's page of the
// web build (pay.html, its own small entry) with the link written into it by the server. A payer
// reads who asks for what and how much before any script runs (or without one); the page's
// script then takes the link from the same markup's JSON and shows the form, without asking the
// server again. Every link that takes no payment answers the same 404 page.

function linkMarkup(link: PublicPaymentLink, language: Language) {
  const words = PAYMENT_LINK_PAGE_WORDS[language];
  const ways = link.operators.map((op) => PAYMENT_OPERATOR_NAMES[op]).join(" · ");
  return html`${link.mode === "test" ? html`<p class="alert orange" role="note">${words.testMode}</p>` : ""}
<section class="panel summary">
  <div class="business">
    ${link.businessLogoUrl ? html`<img class="business-logo" src="${link.businessLogoUrl}" alt="" width="48" height="48" referrerpolicy="no-referrer" />` : ""}
    <h1 class="h3 wrap"><span class="dimmed small block">${words.payTo}</span> ${link.businessName}</h1>
  </div>
  <p class="h4 wrap">${link.title}</p>
  <p class="amount" data-testid="link-amount">${paymentLinkAmountText(link, language)}</p>
  ${link.description ? html`<p class="wrap lines">${link.description}</p>` : ""}
  ${ways ? html`<p class="small dimmed">${words.acceptedWays} : ${ways}</p>` : ""}
</section>
<noscript><p class="panel">${words.needsScript}</p></noscript>
<script type="application/json" id="payment-link-data">${raw(scriptJson(link))}</script>`;
}

function unavailableMarkup(language: Language) {
  const words = PAYMENT_LINK_PAGE_WORDS[language];
  return html`<div class="message" data-testid="link-unavailable">
  <h1 class="h2">${words.unavailableTitle}</h1>
  <p class="dimmed">${words.unavailableText}</p>
</div>`;
}

/**
 * Serves /l/<slug> from the built pay.html (nothing when the web app is not built). Its CSP is
 * the app's, with pictures from any https address: a link's image is the business's own.
 */
export function registerPaymentLinkPage(app: OpenAPIHono<AppEnv>, distDir: string): void {
  const template = payerPageTemplate(distDir);
  if (!template) return;
  const csp = payerPageCsp();
  declareAccess("GET", "/l/:slug", "public");
  app.get("/l/:slug", async (c) => {
    const language = payerLanguage(c.req.header("accept-language"));
    c.header("Content-Security-Policy", csp);
    c.header("Cache-Control", "no-store");
    try {
      const link = await publicLinkView(c.get("deps"), c.req.param("slug"));
      const title = await html`${link.title} — ${link.businessName}`;
      return c.html(fillPayerPage(template, language, String(title), String(await linkMarkup(link, language))));
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "paymentLinkUnavailable") throw error;
      const title = PAYMENT_LINK_PAGE_WORDS[language].unavailableTitle;
      return c.html(fillPayerPage(template, language, title, String(await unavailableMarkup(language))), 404);
    }
  });
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "@payflow/contracts";
import { contentSecurityPolicy } from "./response-headers";

// A payer's page written by the server into the web build's pay.html (its own small entry): a
// payment link's (/l/<slug>) and an invoice's (/i/<id>). The payer reads what is asked before any
// script runs; the page's script then takes the same object from a JSON data block.

/** The payer's language from the browser's first choice: English when it asks for it, else French. */
export const payerLanguage = (acceptLanguage: string | undefined): Language =>
  /^\s*en\b/i.test(acceptLanguage ?? "") ? "en" : "fr";

/** JSON inside a <script> data block: nothing in it may close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The app's CSP, with pictures from any https address: a business's logo is its own. */
export const payerPageCsp = () =>
  contentSecurityPolicy().replace("img-src 'self' data:", "img-src 'self' data: https:");

/** The built pay.html, or null when the web app is not built. */
export function payerPageTemplate(distDir: string): string | null {
  const file = path.join(distDir, "pay.html");
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

/** The template with the page's language, title and markup in place. */
export function fillPayerPage(template: string, language: Language, title: string, body: string): string {
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}

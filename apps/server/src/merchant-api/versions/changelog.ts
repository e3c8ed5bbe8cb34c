import {
  API_VERSION_CHANGES,
  API_VERSION_HEADER,
  API_VERSIONS,
  type ApiVersionChange,
  LATEST_API_VERSION,
} from "@payflow/contracts";
import type { Hono } from "hono";
import { html, raw } from "hono/html";
import { declareAccess } from "../../http/access";
import type { AppEnv } from "../../http/types";

// /docs/changelog: the merchant API's versions and what each changed, newest first, in English
// or French (`?lang=fr`, else the browser's language), from the contracts' API_VERSION_CHANGES —
// the same words the dashboard and docs/API.md § Versions use. A plain page: no script.

type Lang = "en" | "fr";

const TEXTS = {
  en: {
    title: "PayFlow API changelog",
    intro: `Each API key answers in the version that was current when it was made, and each webhook endpoint in the version of the key that added it: a change never reaches an integration by surprise. A request may ask for another version with the ${API_VERSION_HEADER} header; every answer says in its ${API_VERSION_HEADER} header which version it is in.`,
    latest: "latest",
    why: "Why:",
    upgrade:
      "To move an integration to a newer version: send the newer version in the header, adapt the code to what changed, then make a new key (it gets the latest version) and update each webhook endpoint's api_version.",
    other: "Version française",
    otherHref: "/docs/changelog?lang=fr",
    reference: "API reference",
  },
  fr: {
    title: "Journal des versions de l'API PayFlow",
    intro: `Chaque clé API répond dans la version en vigueur à sa création, et chaque endpoint de webhook dans la version de la clé qui l'a ajouté : un changement n'atteint jamais une intégration par surprise. Une requête peut demander une autre version avec l'en-tête ${API_VERSION_HEADER} ; chaque réponse indique dans son en-tête ${API_VERSION_HEADER} la version dans laquelle elle est rédigée.`,
    latest: "la plus récente",
    why: "Pourquoi :",
    upgrade:
      "Pour passer une intégration à une version plus récente : envoyez cette version dans l'en-tête, adaptez le code à ce qui a changé, puis créez une nouvelle clé (elle reçoit la dernière version) et changez l'api_version de chaque endpoint de webhook.",
    other: "English version",
    otherHref: "/docs/changelog?lang=en",
    reference: "Référence de l'API",
  },
} as const;

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
/** The changes' words with their `code` spans as <code>. */
const words = (text: string) => raw(escapeHtml(text).replaceAll(/`([^`]+)`/g, "<code>$1</code>"));

function changeItem(change: ApiVersionChange, lang: Lang) {
  const [what, why] = lang === "fr" ? [change.fr, change.whyFr] : [change.en, change.whyEn];
  return html`<li><p>${words(what)}</p><p><strong>${TEXTS[lang].why}</strong> ${words(why)}</p></li>`;
}

function page(lang: Lang) {
  const t = TEXTS[lang];
  const versions = [...API_VERSIONS].reverse().map(
    (version) =>
      html`<section>
        <h2 id="${version}">${version}${version === LATEST_API_VERSION ? html` <small>(${t.latest})</small>` : ""}</h2>
        <ul>
          ${API_VERSION_CHANGES[version].map((change) => changeItem(change, lang))}
        </ul>
      </section>`,
  );
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${t.title}</title>
        <style>
          body { font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #1a1b1e; background: #fff; }
          code { background: #f1f3f5; padding: 0 .25rem; border-radius: 3px; }
          small { color: #495057; font-weight: normal; }
          a { color: #1864ab; }
        </style>
      </head>
      <body>
        <nav><a href="${t.otherHref}" lang="${lang === "fr" ? "en" : "fr"}">${t.other}</a> · <a href="/docs/api">${t.reference}</a></nav>
        <main>
          <h1>${t.title}</h1>
          <p>${t.intro}</p>
          <p>${t.upgrade}</p>
          ${versions}
        </main>
      </body>
    </html>`;
}

export function mountChangelog(app: Hono<AppEnv>) {
  declareAccess("GET", "/docs/changelog", "public");
  app.get("/docs/changelog", (c) => {
    const asked = c.req.query("lang");
    const lang: Lang =
      asked === "fr" || asked === "en" ? asked : c.req.header("accept-language")?.startsWith("fr") ? "fr" : "en";
    c.header("vary", "Accept-Language");
    return c.html(page(lang));
  });
}

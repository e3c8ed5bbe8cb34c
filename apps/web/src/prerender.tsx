// The public pages, sign-in and registration rendered to HTML at build time (build/prerender.ts loads this module in Node
// through Vite): the same tree as main.tsx — the providers, the routes, the pages — under a static
// router, in the default language, so the browser's hydration finds exactly what it would render.
import { ColorSchemeScript } from "@mantine/core";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@payflow/contracts/constants";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { OTHER_LANGUAGE_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from "./app/prerendered";
import { Providers } from "./app/providers";
import { AppRoutes } from "./app/router";
import i18n, { LANGUAGE_STORAGE_KEY } from "./i18n";
import { COLOR_SCHEME_STORAGE_KEY } from "./lib/color-scheme";
import { collectDocumentHead, type DocumentHead } from "./lib/document-head";

/**
 * The prerendered pages: their address and their route's modules (a lazy layout's too: sign-in
 * and registration sit in the API's layout, app/query.tsx). Each is written to
 * dist/prerendered/<its address>.html (index.html for /), where the server finds it by its name
 * (apps/server/src/http/spa.ts).
 */
export const PRERENDERED_PAGES: readonly { path: string; modules: readonly string[] }[] = [
  { path: "/", modules: ["src/features/public/components/LandingPage.tsx"] },
  { path: "/learn-more", modules: ["src/features/public/components/LearnMorePage.tsx"] },
  { path: "/contact", modules: ["src/features/public/components/ContactPage.tsx"] },
  { path: "/login", modules: ["src/app/query.tsx", "src/features/accounts/components/LoginPage.tsx"] },
  { path: "/register", modules: ["src/app/query.tsx", "src/features/accounts/components/RegisterPage.tsx"] },
];

/** A prerendered page's file under dist/prerendered/. */
export const prerenderedFile = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

export { PRERENDERED_ATTRIBUTE };

export type PrerenderedPage = { html: string; head: DocumentHead; language: string };

/** One page's markup (what goes inside #root) and the head its page component asked for. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
  let head: DocumentHead = { title: "" };
  collectDocumentHead((asked) => {
    head = asked;
  });
  try {
    // prerender waits for the lazy route modules (renderToString would write their fallback).
    const { prelude } = await prerender(
      <StrictMode>
        <Providers>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </StrictMode>,
    );
    const html = await new Response(prelude).text();
    return { html, head, language: DEFAULT_LANGUAGE };
  } finally {
    collectDocumentHead(null);
  }
}

/**
 * The script run before the first paint, inline in each page (the server allows it by its hash):
 * Mantine's colour scheme script (the stored light/dark/auto choice onto <html>), and a mark
 * when the browser keeps another language than the prerendered one, whose page then waits for
 * the script rather than showing French first.
 */
export function bootScript(): string {
  const colorScheme: string = ColorSchemeScript({
    defaultColorScheme: "light",
    localStorageKey: COLOR_SCHEME_STORAGE_KEY,
  }).props.dangerouslySetInnerHTML.__html;
  const others = JSON.stringify(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE));
  const language = `try {
  if (${others}.indexOf(window.localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})) >= 0)
    document.documentElement.setAttribute("${OTHER_LANGUAGE_ATTRIBUTE}", "");
} catch (e) {}
`;
  return `${colorScheme.trim()}\n${language}`;
}

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer, type Manifest, type Plugin } from "vite";
import type * as Entry from "../src/prerender";

/**
 * Prerenders the public pages (/, /learn-more, /contact), sign-in and registration (/login,
 * /register) to dist/prerendered/*.html once the client build is written: src/prerender.tsx
 * renders them with React's server renderer, and each page is the built index.html with that markup in #root, its own title and description, and
 * one inline script (the server's CSP allows it by its hash): the colour scheme onto <html>
 * before the first paint, then, once the page has painted, the app's scripts — Vite's entry and
 * the route's chunks together, so hydration waits on no second round trip. The first paint
 * needs only the HTML and the stylesheet; the scripts never compete with them for a slow
 * network. The server sends these files for those addresses (apps/server/src/http/spa.ts). Runs
 * in writeBundle, before precompress()'s closeBundle compresses what it wrote.
 */
export function prerender(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "payflow-prerender",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      if (this.environment.name !== "client") return;
      // A server of its own (no config file, no plugins): it only transforms src/ for Node.
      const server = await createServer({
        root,
        configFile: false,
        logLevel: "warn",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const entry = (await server.ssrLoadModule(path.join(root, "src/prerender.tsx"))) as typeof Entry;
        const template = readFileSync(path.join(outDir, "index.html"), "utf8");
        const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
        mkdirSync(path.join(outDir, "prerendered"), { recursive: true });
        for (const page of entry.PRERENDERED_PAGES) {
          const html = pageHtml(template, await entry.renderPage(page.path), {
            boot: entry.bootScript(),
            attribute: entry.PRERENDERED_ATTRIBUTE,
            scripts: routeScripts(manifest, page.modules),
          });
          writeFileSync(path.join(outDir, "prerendered", entry.prerenderedFile(page.path)), html);
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The JavaScript a route's modules pull in statically. Their CSS is not linked: the first paint
 * needs only the entry's stylesheet (app/public-styles.ts has every Mantine component these
 * pages show), and a chunk's own sheet (the full Mantine one of app/query.tsx) comes with its
 * script, inserted by Vite's loader before the module runs, instead of blocking the first paint.
 */
function routeScripts(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`prerender: ${key} is not in the build's manifest`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...seen].map((key) => `/${manifest[key]?.file}`);
}

/**
 * Loads the app's scripts after the first paint (a frame, then a task; a tab in the background
 * loads them when shown): the entry, with every module it and the route import preloaded.
 */
function afterFirstPaint(entry: string, preloads: string[]): string {
  return `requestAnimationFrame(function () {
  setTimeout(function () {
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  });
});
`;
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`prerender: ${pattern} not found in index.html`);
  return html.replace(pattern, () => replacement);
}

function pageHtml(
  template: string,
  page: Entry.PrerenderedPage,
  opts: { boot: string; attribute: string; scripts: string[] },
): string {
  const { title, description } = page.head;
  // Vite's entry script and its preloads leave the markup: the inline script loads them.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
  if (!entry) throw new Error("prerender: no entry script in index.html");
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1] ?? "",
  );
  let html = template.replaceAll(/\n\s*<(script type="module"|link rel="modulepreload") [^>]*>(<\/script>)?/g, "");
  const boot = `${opts.boot}${afterFirstPaint(
    entry,
    [...new Set([...preloads, ...opts.scripts])].filter((file) => file !== entry),
  )}`;
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${page.language}" data-mantine-color-scheme="light">`);
  // First in <head>: it runs before anything paints.
  html = replaceOnce(html, /<meta charset="UTF-8" \/>/, `<meta charset="UTF-8" />\n    <script>${boot}</script>`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description !== undefined) {
    html = replaceOnce(
      html,
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${opts.attribute}="${page.language}">${page.html}</div>`,
  );
}

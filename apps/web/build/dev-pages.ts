import type { Plugin } from "vite";

// The dev server's answer to the payer's page: `/pay/:id` is its own entry (pay.html, src/pay;
// docs/ARCHITECTURE.md § The web app), which the built app gets from the server's table of pages
// (apps/server/src/http/spa.ts). Vite's history fallback would give index.html instead. So is
// `/i/:id`, an invoice's page: without the server writing the invoice in, it asks the API.
export function devPages(): Plugin {
  return {
    name: "payflow-dev-pages",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/(pay|i)\/[^/?#.]+\/?(\?.*)?$/.test(req.url)) req.url = "/pay.html";
        next();
      });
    },
  };
}

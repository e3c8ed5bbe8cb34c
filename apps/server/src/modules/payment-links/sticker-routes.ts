import type { OpenAPIHono } from "@hono/zod-openapi";
import { DEFAULT_LANGUAGE, IdParam, PaymentLinkStickerQuery } from "@payflow/contracts";
import { staffScope } from "../../http/mode";
import { binaryResponse, defineRoute } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { qrPng } from "../../lib/qr";
import { businessName } from "./queries";
import { getLink } from "./service";
import { stickerPdf } from "./sticker";

// A payment link's QR sticker (docs/API.md § Payment links), for whoever may read the link: its QR
// code as a PNG, or an A6 page to print and put on the counter. A deactivated link keeps its
// sticker (its page then says it is unavailable).

const tags = ["Payment links"];
const readers = { capability: "viewTransactions" } as const;
/** Built on demand from the link, which may change: never kept by a shared cache. */
const NO_STORE = "private, no-store";

const png = defineRoute({
  method: "get",
  path: "/api/payment-links/{id}/sticker.png",
  access: readers,
  tags,
  summary: "The link's QR code as a PNG (at least 600 px wide, quiet zone of 4 modules)",
  request: { params: IdParam },
  responses: { 200: binaryResponse("image/png", "The QR code of the link's url") },
});

const pdf = defineRoute({
  method: "get",
  path: "/api/payment-links/{id}/sticker.pdf",
  access: readers,
  tags,
  summary: "The link's sticker to print: an A6 PDF with the business, the title, the amount and the QR code",
  request: { params: IdParam, query: PaymentLinkStickerQuery },
  responses: { 200: binaryResponse("application/pdf", "<slug>-sticker.pdf") },
});

export function registerPaymentLinkStickerRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(png, async (c) => {
    const link = await getLink(c.get("deps"), staffScope(c), c.req.valid("param").id);
    const image = await qrPng(link.url);
    return c.body(new Uint8Array(image), 200, {
      "Content-Type": "image/png",
      "Content-Disposition": `inline; filename="${link.slug}-sticker.png"`,
      "Cache-Control": NO_STORE,
    });
  });

  app.openapi(pdf, async (c) => {
    const deps = c.get("deps");
    const scope = staffScope(c);
    const link = await getLink(deps, scope, c.req.valid("param").id);
    const lang = c.req.valid("query").lang ?? DEFAULT_LANGUAGE;
    const file = await stickerPdf(link, await businessName(deps.db, scope.companyId), lang);
    return c.body(new Uint8Array(file), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${link.slug}-sticker.pdf"`,
      "Cache-Control": NO_STORE,
    });
  });
}

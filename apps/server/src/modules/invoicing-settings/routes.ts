import type { OpenAPIHono } from "@hono/zod-openapi";
import { API, FneSpaceRequest, InvoiceNumberingSettings, InvoicingSettings } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

// The company's invoicing settings, with the company's other settings (manageSettings). Every
// route answers the whole settings, so the page shows what was saved without reading it again.
const common = {
  access: { capability: "manageSettings" } as const,
  tags: ["Settings"],
  responses: { 200: jsonResponse(InvoicingSettings) },
};

const get = defineRoute({
  ...common,
  method: "get",
  path: API.invoicingSettings,
  summary:
    "The invoices' numbering, the next live sequences, and the live FNE space (its key's last 4 characters, never the key)",
});

const numbering = defineRoute({
  ...common,
  method: "put",
  path: API.invoicingNumbering,
  request: { body: jsonBody(InvoiceNumberingSettings) },
  summary:
    "Set the invoice number prefix and a yearly or running sequence. Invoices issued later take them; issued invoices are never renumbered, and numbers stay gap-free per company, mode and year",
});

const setSpace = defineRoute({
  ...common,
  method: "put",
  path: API.invoicingFneSpace,
  summary:
    "Set the live FNE space live invoices are certified with: its API key (kept encrypted; left out, the stored one stays), establishment, point of sale, NCC and the platform's address (https; empty: the DGI's production)",
  request: { body: jsonBody(FneSpaceRequest) },
});

const removeSpace = defineRoute({
  ...common,
  method: "delete",
  path: API.invoicingFneSpace,
  summary: "Remove the live FNE space: live invoices issued later are held until a space is set again",
});

export function registerInvoicingSettingsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(get, async (c) =>
    c.json(InvoicingSettings.parse(await service.read(c.get("deps"), signedInUser(c).companyId)), 200),
  );
  app.openapi(numbering, async (c) =>
    c.json(InvoicingSettings.parse(await service.setNumbering(c.get("deps"), acting(c), c.req.valid("json"))), 200),
  );
  app.openapi(setSpace, async (c) =>
    c.json(InvoicingSettings.parse(await service.setSpace(c.get("deps"), acting(c), c.req.valid("json"))), 200),
  );
  app.openapi(removeSpace, async (c) =>
    c.json(InvoicingSettings.parse(await service.removeSpace(c.get("deps"), acting(c))), 200),
  );
}

import type { OpenAPIHono } from "@hono/zod-openapi";
import { FneSpaceRequest, InvoiceNumberingSettings, InvoicingSettings } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

// The company's invoicing settings, with the company's other settings (manageSettings).

const tags = ["Settings"];
const access = { capability: "manageSettings" } as const;

const get = defineRoute({
  method: "get",
  path: "/api/settings/invoicing",
  access,
  tags,
  summary:
    "The invoices' numbering, the next live sequences, and the live FNE space (its key's last 4 characters, never the key)",
  responses: { 200: jsonResponse(InvoicingSettings) },
});

const numbering = defineRoute({
  method: "put",
  path: "/api/settings/invoicing/numbering",
  access,
  tags,
  summary:
    "Set the invoice number prefix and a yearly or running sequence. Invoices issued later take them; issued invoices are never renumbered, and numbers stay gap-free per company, mode and year",
  request: { body: jsonBody(InvoiceNumberingSettings) },
  responses: { 200: jsonResponse(InvoicingSettings) },
});

const setSpace = defineRoute({
  method: "put",
  path: "/api/settings/invoicing/fne",
  access,
  tags,
  summary:
    "Set the live FNE space live invoices are certified with: its API key (kept encrypted; left out, the stored one stays), establishment, point of sale, NCC and the platform's address (https; empty: the DGI's production)",
  request: { body: jsonBody(FneSpaceRequest) },
  responses: { 200: jsonResponse(InvoicingSettings) },
});

const removeSpace = defineRoute({
  method: "delete",
  path: "/api/settings/invoicing/fne",
  access,
  tags,
  summary: "Remove the live FNE space: live invoices issued later are held until a space is set again",
  responses: { 200: jsonResponse(InvoicingSettings) },
});

export function registerInvoicingSettingsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(get, async (c) => {
    const read = await service.read(c.get("deps"), signedInUser(c).companyId);
    return c.json(InvoicingSettings.parse(read), 200);
  });
  app.openapi(numbering, async (c) => {
    const saved = await service.setNumbering(c.get("deps"), acting(c), c.req.valid("json"));
    return c.json(InvoicingSettings.parse(saved), 200);
  });
  app.openapi(setSpace, async (c) => {
    const saved = await service.setSpace(c.get("deps"), acting(c), c.req.valid("json"));
    return c.json(InvoicingSettings.parse(saved), 200);
  });
  app.openapi(removeSpace, async (c) => {
    return c.json(InvoicingSettings.parse(await service.removeSpace(c.get("deps"), acting(c))), 200);
  });
}

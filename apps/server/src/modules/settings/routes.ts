import type { OpenAPIHono } from "@hono/zod-openapi";
import { CompanySettings, CompanySettingsPatch } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

const tags = ["Settings"];
const access = { capability: "manageSettings" } as const;

const get = defineRoute({
  method: "get",
  path: "/api/settings/company",
  access,
  tags,
  summary: "The company's name, commission (percent) and payment delay (days)",
  responses: { 200: jsonResponse(CompanySettings) },
});

const patch = defineRoute({
  method: "patch",
  path: "/api/settings/company",
  access,
  tags,
  summary: "Change the company's name, commission or payment delay",
  request: { body: jsonBody(CompanySettingsPatch) },
  responses: { 200: jsonResponse(CompanySettings) },
});

export function registerSettingsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(get, async (c) => {
    return c.json(CompanySettings.parse(await service.getSettings(c.get("deps").db, signedInUser(c).companyId)), 200);
  });
  app.openapi(patch, async (c) => {
    const saved = await service.updateSettings(c.get("deps").db, acting(c), c.req.valid("json"));
    return c.json(CompanySettings.parse(saved), 200);
  });
}

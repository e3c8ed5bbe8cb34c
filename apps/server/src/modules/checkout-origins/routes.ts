import type { OpenAPIHono } from "@hono/zod-openapi";
import { API, CheckoutOrigins, CheckoutOriginsRequest } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

const common = {
  access: { capability: "manageSettings" } as const,
  tags: ["Settings"],
  path: API.checkoutOrigins,
  responses: { 200: jsonResponse(CheckoutOrigins) },
};

const get = defineRoute({
  ...common,
  method: "get",
  summary: "The websites (origins) that may show the checkout in payflow.js's overlay",
});

const put = defineRoute({
  ...common,
  method: "put",
  summary:
    "Set the websites (https origins, at most 10; http://localhost while the sandboxes run) that may show the checkout in payflow.js's overlay and read its status",
  request: { body: jsonBody(CheckoutOriginsRequest) },
});

export function registerCheckoutOriginRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(get, async (c) =>
    c.json(CheckoutOrigins.parse(await service.readOrigins(c.get("deps"), signedInUser(c).companyId)), 200),
  );
  app.openapi(put, async (c) => {
    const { origins } = c.req.valid("json");
    return c.json(CheckoutOrigins.parse(await service.setOrigins(c.get("deps"), acting(c), origins)), 200);
  });
}

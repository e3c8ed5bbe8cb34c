import type { OpenAPIHono } from "@hono/zod-openapi";
import { PayoutSettings } from "@payflow/contracts";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { recordAudit } from "../audit";
import { requireStepUp } from "../security";
import { payoutSettingsOf } from "./rules";

// The company's payout rules (docs/PAYOUTS.md § Money rules): the approval threshold and the
// limits, the documented defaults until set (manageSettings); each change audited.

const access = { capability: "manageSettings" } as const;
const tags = ["Settings"];

const get = defineRoute({
  method: "get",
  path: "/api/settings/payouts",
  access,
  tags,
  summary: "The payout approval threshold and limits",
  responses: { 200: jsonResponse(PayoutSettings) },
});

const put = defineRoute({
  method: "put",
  path: "/api/settings/payouts",
  access,
  tags,
  summary: "Set the payout approval threshold and limits",
  request: { body: jsonBody(PayoutSettings) },
  responses: { 200: jsonResponse(PayoutSettings) },
});

export function registerPayoutSettingsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(get, async (c) => c.json(await payoutSettingsOf(c.get("deps").db, signedInUser(c).companyId), 200));
  app.openapi(put, async (c) => {
    await requireStepUp(c.get("deps"), signedInUser(c));
    const { audit } = acting(c);
    const settings = await c.get("deps").db.transaction(async (tx) => {
      const before = await payoutSettingsOf(tx, audit.companyId);
      // The bank's layout kept when the request leaves it out (a client older than the setting).
      const settings = { ...c.req.valid("json") };
      settings.bankFileFormat ??= before.bankFileFormat;
      await tx
        .update(companies)
        .set({ payoutSettings: settings, updatedAt: new Date() })
        .where(eq(companies.id, audit.companyId));
      await recordAudit(tx, audit, {
        action: "settings.updated",
        targetType: "settings",
        targetId: audit.companyId,
        targetLabel: "payouts",
        details: { before: { payouts: before }, after: { payouts: settings } },
      });
      return settings;
    });
    return c.json(settings, 200);
  });
}

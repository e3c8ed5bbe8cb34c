import type { OpenAPIHono } from "@hono/zod-openapi";
import { ConfirmPayoutSettingsProposal, PayoutSettings, PayoutSettingsState } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { requestMode } from "../../http/mode";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { requireStepUp } from "../security";
import { changePayoutRules, confirmPayoutRules, dropPayoutRulesProposal, payoutRulesState } from "./settings";

// The company's payout rules (docs/PAYOUTS.md § Money rules): the approval threshold and the
// limits, the documented defaults until set. Changing them needs manageSettings and
// approvePayouts, and a second approver above the bound (§ Four eyes on the rules: settings.ts).

const access = { capability: "manageSettings" } as const;
const tags = ["Settings"];
const state = jsonResponse(PayoutSettingsState);

const get = defineRoute({
  method: "get",
  path: "/api/settings/payouts",
  // Those who create or approve payouts read the rules they work under.
  access: { capability: ["manageSettings", "createPayouts", "approvePayouts"] },
  tags,
  summary: "The payout approval threshold and limits, and the change waiting for a second approver",
  responses: { 200: state },
});

const put = defineRoute({
  method: "put",
  path: "/api/settings/payouts",
  access,
  tags,
  summary: "Set the payout approval threshold and limits (manageSettings and approvePayouts)",
  request: { body: jsonBody(PayoutSettings) },
  responses: { 200: state, 202: jsonResponse(PayoutSettingsState, "A loosening beyond the bound, proposed") },
});

const confirm = defineRoute({
  method: "post",
  path: "/api/settings/payouts/proposal/confirm",
  access,
  tags,
  summary: "Confirm the change proposed by another approver: it applies as proposed",
  request: { body: jsonBody(ConfirmPayoutSettingsProposal) },
  responses: { 200: state },
});

const drop = defineRoute({
  method: "delete",
  path: "/api/settings/payouts/proposal",
  access,
  tags,
  summary: "Reject the proposed change, or withdraw one's own",
  responses: { 200: state },
});

export function registerPayoutSettingsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(get, async (c) =>
    c.json(PayoutSettingsState.parse(await payoutRulesState(c.get("deps").db, signedInUser(c).companyId)), 200),
  );
  app.openapi(put, async (c) => {
    await requireStepUp(c.get("deps"), signedInUser(c));
    const done = await changePayoutRules(c.get("deps"), acting(c), requestMode(c), c.req.valid("json"));
    const body = PayoutSettingsState.parse(done.state);
    return done.proposed ? c.json(body, 202) : c.json(body, 200);
  });
  app.openapi(confirm, async (c) => {
    // Confirming changes the rules as much as setting them does.
    await requireStepUp(c.get("deps"), signedInUser(c));
    const { proposedAt } = c.req.valid("json");
    const state = await confirmPayoutRules(c.get("deps"), acting(c), requestMode(c), proposedAt);
    return c.json(PayoutSettingsState.parse(state), 200);
  });
  app.openapi(drop, async (c) =>
    c.json(PayoutSettingsState.parse(await dropPayoutRulesProposal(c.get("deps"), acting(c), requestMode(c))), 200),
  );
}

import type { Deps } from "../../deps";
import { notifyHolders } from "../notifications";
import type { EndpointRow } from "./queries";

/** Tells the company's staff who configure webhooks that PayFlow disabled an endpoint. */
export async function notifyEndpointGone(deps: Deps, endpoint: EndpointRow): Promise<void> {
  await notifyHolders(deps.db, endpoint.companyId, "configureWebhooks", {
    type: "warning",
    titleKey: "notif.webhookDisabled.title",
    messageKey: "notif.webhookDisabled.message",
    params: { url: endpoint.url, mode: endpoint.isTestData ? "test" : "live" },
  });
}

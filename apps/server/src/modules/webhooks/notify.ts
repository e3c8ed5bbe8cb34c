import { hasCapability, isClientRole, resolveCapabilities } from "@payflow/contracts";
import type { Deps } from "../../deps";
import { listCompanyPeople, notify } from "../notifications";
import { listCustomRoles } from "../roles";
import type { EndpointRow } from "./queries";

/** Tells the company's staff who configure webhooks that PayFlow disabled an endpoint. */
export async function notifyEndpointGone(deps: Deps, endpoint: EndpointRow): Promise<void> {
  const [people, custom] = await Promise.all([
    listCompanyPeople(deps.db, endpoint.companyId),
    listCustomRoles(deps.db, endpoint.companyId),
  ]);
  for (const person of people) {
    if (isClientRole(person.role)) continue;
    if (!hasCapability(resolveCapabilities(person.role, custom), "configureWebhooks")) continue;
    await notify(deps.db, {
      userId: person.userId,
      companyId: endpoint.companyId,
      type: "warning",
      titleKey: "notif.webhookDisabled.title",
      messageKey: "notif.webhookDisabled.message",
      params: { url: endpoint.url, mode: endpoint.isTestData ? "test" : "live" },
    });
  }
}

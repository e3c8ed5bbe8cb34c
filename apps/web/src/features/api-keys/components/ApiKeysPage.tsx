import "../i18n";
import { Stack } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { RequireCapability } from "../../../components/RequireCapability";
import { useDocumentHead } from "../../../lib/document-head";
import { apiKeysQuery } from "../api/list-keys";
import { CheckoutOriginsCard } from "./CheckoutOriginsCard";
import { KeysCard } from "./KeysCard";
import { SnippetsCard } from "./SnippetsCard";
import { WebhooksCard } from "./WebhooksCard";

/**
 * /dashboard/api-keys (manageApiKeys): keys, ready-to-paste code, webhooks (docs/PRODUCT.md §2),
 * then, for those who may change the company's settings, payflow.js's sites (docs/API.md § payflow.js).
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.section", { section: t("apiKeys.title") }));
  return (
    <RequireCapability capability="manageApiKeys">
      <Screen />
    </RequireCapability>
  );
}

function Screen() {
  const { data } = useQuery(apiKeysQuery());
  const me = useOutletContext<Me>();
  return (
    <Stack gap="lg">
      <KeysCard />
      <SnippetsCard keys={data?.items} />
      <WebhooksCard />
      {hasCapability(me.capabilities, "manageSettings") && <CheckoutOriginsCard />}
    </Stack>
  );
}

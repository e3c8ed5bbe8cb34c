import "../i18n";
import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RequireCapability } from "../../../components/RequireCapability";
import { useDocumentHead } from "../../../lib/document-head";
import { apiKeysQuery } from "../api/list-keys";
import { KeysCard } from "./KeysCard";
import { SnippetsCard } from "./SnippetsCard";
import { WebhooksCard } from "./WebhooksCard";

/** /dashboard/api-keys (manageApiKeys): keys, ready-to-paste code, then webhooks (docs/PRODUCT.md §2). */
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
  return (
    <Stack gap="lg">
      <KeysCard />
      <SnippetsCard keys={data?.items} />
      <WebhooksCard />
    </Stack>
  );
}

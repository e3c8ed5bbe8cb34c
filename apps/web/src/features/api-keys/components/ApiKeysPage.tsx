import "../i18n";
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RequireCapability } from "../../../components/RequireCapability";
import { useDocumentHead } from "../../../lib/document-head";
import { useApiKeys } from "../api/api-keys";
import { KeysCard } from "./KeysCard";
import { SnippetsCard } from "./SnippetsCard";
import { WebhooksCard } from "./WebhooksCard";

/** /dashboard/api-keys (manageApiKeys): keys, ready-to-paste code, then webhooks (spec §5). */
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
  const { data } = useApiKeys();
  return (
    <Stack gap="lg">
      <KeysCard />
      <SnippetsCard keys={data?.items} />
      <WebhooksCard />
    </Stack>
  );
}

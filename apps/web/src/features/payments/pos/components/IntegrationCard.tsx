import { Card, Code, Text, Title } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { useModeKey } from "../../../../lib/test-mode";
import { apiKeysQuery, firstTestKey, SnippetsBlock, snippet } from "../../../api-keys";
import { posAccountsQuery } from "../../api/pos-accounts";

/**
 * The code panel: the same payment through PayFlow's own API (cURL, PHP, Node), built with the
 * company's test key when the person may read keys; otherwise with a placeholder key. It speaks
 * to PayFlow's public address (PUBLIC_URL), the one payment links use, not this tab's.
 */
export function IntegrationCard() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const mayReadKeys = hasCapability(me.capabilities, "manageApiKeys");
  const keys = useQuery(apiKeysQuery(mayReadKeys));
  const testKey = firstTestKey(keys.data?.items);
  const baseUrl = useQuery(posAccountsQuery(useModeKey())).data?.publicUrl ?? window.location.origin;
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4">
        {t("pos.integrationTitle")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("pos.integrationText")}
      </Text>
      {testKey ? (
        <SnippetsBlock testKey={testKey} baseUrl={baseUrl} input={{ operator: "wave", phone: "0700000001" }} />
      ) : (
        <>
          <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="snippet-curl">
            {snippet("curl", {
              baseUrl,
              key: "sk_test_…",
              operator: "wave",
              phone: "0700000001",
            })}
          </Code>
          <Text size="xs" c="dimmed" mt="xs">
            {t("pos.integrationNoKey")}
          </Text>
        </>
      )}
    </Card>
  );
}

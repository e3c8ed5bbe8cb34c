// Its texts (snippets.*) load with it: the POS shows this block outside the API keys screen.
import "../i18n";
import { Button, Card, Code, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import type { ApiKey } from "@payflow/contracts/api-keys";
import { COPY_CONFIRMATION_MS } from "@payflow/contracts/constants";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { revealKey } from "../api/reveal-key";
import { maskedForSnippet, SNIPPET_LABELS, SNIPPET_LANGUAGES, type SnippetInput, snippet } from "../snippets";

/** The first working test key of the company, which snippets are built with. */
export function firstTestKey(keys: readonly ApiKey[] | undefined): ApiKey | null {
  return keys?.find((k) => k.mode === "test" && (k.status === "active" || k.status === "expiring")) ?? null;
}

/**
 * Code that creates a payment through PayFlow's API, in cURL, PHP and Node. The key is shown
 * masked; the copy button fetches the full key (audited as a copy) and copies the code with it.
 * `baseUrl`: PayFlow's public address when the caller knows it, else this page's.
 */
export function SnippetsBlock({
  testKey,
  input,
  baseUrl = window.location.origin,
}: {
  testKey: ApiKey;
  input?: Omit<SnippetInput, "baseUrl" | "key">;
  baseUrl?: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const base = { ...input, baseUrl };
  const copy = async (language: (typeof SNIPPET_LANGUAGES)[number]) => {
    try {
      const { keyValue } = await revealKey(testKey.id, "copy");
      await navigator.clipboard.writeText(snippet(language, { ...base, key: keyValue }));
      setCopied(language);
      toast.show({ color: "teal", title: t("snippets.copied"), message: SNIPPET_LABELS[language] });
    } catch {
      toast.show({ color: "red", title: t("errors.title"), message: t("apiKeys.copyError") });
    }
  };
  return (
    <Tabs defaultValue="curl" keepMounted={false}>
      <Tabs.List>
        {SNIPPET_LANGUAGES.map((l) => (
          <Tabs.Tab key={l} value={l}>
            {SNIPPET_LABELS[l]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {SNIPPET_LANGUAGES.map((l) => (
        <Tabs.Panel key={l} value={l} pt="sm">
          <Stack gap="xs">
            <Code block data-testid={`snippet-${l}`} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {snippet(l, { ...base, key: maskedForSnippet(testKey.maskedKey) })}
            </Code>
            <Group justify="space-between" wrap="wrap">
              <Text size="xs" c="dimmed">
                {t("snippets.keyHidden")}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={copied === l ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                onClick={() => void copy(l)}
              >
                {copied === l ? t("snippets.copied") : t("snippets.copy", { language: SNIPPET_LABELS[l] })}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export function SnippetsCard({ keys }: { keys: readonly ApiKey[] | undefined }) {
  const { t } = useTranslation();
  const testKey = firstTestKey(keys);
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h3">
        {t("snippets.title")}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t("snippets.subtitle")}
      </Text>
      {testKey ? <SnippetsBlock testKey={testKey} /> : <Text c="dimmed">{t("snippets.noTestKey")}</Text>}
    </Card>
  );
}

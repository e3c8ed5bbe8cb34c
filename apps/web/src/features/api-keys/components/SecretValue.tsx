import { Button, Code, Group } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { COPY_CONFIRMATION_MS } from "@payflow/contracts/constants";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A secret shown once (a new key, a webhook signing secret) with its copy button. */
export function SecretValue({ value, copyLabel }: { value: string; copyLabel: string }) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: COPY_CONFIRMATION_MS });
  return (
    <Group wrap="nowrap" gap="xs" align="flex-start">
      <Code block style={{ flex: 1, overflowWrap: "anywhere", whiteSpace: "pre-wrap" }} data-testid="secret-value">
        {value}
      </Code>
      <Button
        variant="light"
        size="compact-sm"
        style={{ flexShrink: 0 }}
        leftSection={clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
        onClick={() => clipboard.copy(value)}
        aria-label={copyLabel}
      >
        {clipboard.copied ? t("apiKeys.copied") : t("snippets.copyShort")}
      </Button>
    </Group>
  );
}

import { Button, Group, Text, VisuallyHidden } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { COPY_CONFIRMATION_MS } from "@payflow/contracts/constants";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/**
 * One line of the transfer details: its label, its value and, for what the payer types into
 * their bank's app, a copy button whose "Copied" resets after 2 s.
 */
export function CopyValue({
  label,
  value,
  copyText,
  monospace = false,
  onCopied,
}: {
  label: string;
  value: string;
  /** What goes to the clipboard when it differs from what is shown (the amount's digits); none: no button. */
  copyText?: string | null;
  monospace?: boolean;
  onCopied?: (label: string) => void;
}) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: COPY_CONFIRMATION_MS });
  useEffect(() => {
    if (clipboard.copied) onCopied?.(label);
  }, [clipboard.copied, label, onCopied]);
  const copyable = copyText !== null;
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600} ff={monospace ? "monospace" : undefined} style={{ overflowWrap: "anywhere", minWidth: 0 }}>
          {value}
        </Text>
        {copyable && (
          <Button
            size="compact-sm"
            variant="light"
            style={{ flexShrink: 0 }}
            leftSection={clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={() => clipboard.copy(copyText ?? value)}
          >
            {clipboard.copied ? t("checkout.bank.copied") : t("checkout.bank.copy")}{" "}
            <VisuallyHidden component="span">{label}</VisuallyHidden>
          </Button>
        )}
      </Group>
      {clipboard.error && (
        <Text size="sm" c="red" role="alert">
          {t("checkout.bank.copyFailed")}
        </Text>
      )}
    </div>
  );
}

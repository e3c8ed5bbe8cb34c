import { Button, Group, Text } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { COPY_CONFIRMATION_MS } from "@payflow/contracts/constants";
import { IconCheck, IconCopy } from "@tabler/icons-react";

/**
 * An address to hand on (a payment link's, an invoice's payment page): its caption, the address
 * itself, and a button copying it that says so for a moment. The words are the caller's.
 */
export function CopyableAddress({
  caption,
  address,
  texts,
  testId,
}: {
  caption: string;
  address: string;
  /** The button's words: "Copy", "Copied", and its full name for screen readers. */
  texts: { copy: string; copied: string; label: string };
  testId?: string;
}) {
  const clipboard = useClipboard({ timeout: COPY_CONFIRMATION_MS });
  return (
    <div>
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
      <Group wrap="nowrap" gap="xs" justify="space-between">
        <Text fw={600} ff="monospace" size="sm" style={{ overflowWrap: "anywhere", minWidth: 0 }} data-testid={testId}>
          {address}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          aria-label={texts.label}
          leftSection={clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          onClick={() => clipboard.copy(address)}
        >
          {clipboard.copied ? texts.copied : texts.copy}
        </Button>
      </Group>
    </div>
  );
}

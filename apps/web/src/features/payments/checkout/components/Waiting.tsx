import { Group, Loader, Text } from "@mantine/core";

/** A spinner with what the page is waiting for (the live region elsewhere announces changes). */
export function Waiting({ text }: { text: string }) {
  return (
    <Group gap="sm" wrap="nowrap" justify="center">
      <Loader size="sm" aria-hidden />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}

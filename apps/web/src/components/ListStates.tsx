import { Button, Card, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

// What the keyset lists (transactions, payment links, a link's payments) show around their rows.

/** A list with nothing to show: an icon and a sentence, in a bordered card. */
export function EmptyList({ icon, text, testId }: { icon?: ReactNode; text: string; testId: string }) {
  return (
    <Card withBorder padding="xl" radius="md" data-testid={testId}>
      <Stack align="center" gap="xs">
        {icon}
        <Text c="dimmed" ta="center">
          {text}
        </Text>
      </Stack>
    </Card>
  );
}

type PagedList = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** The button reading a list's next page, while the server has one. */
export function LoadMore({ list, label }: { list: PagedList; label: string }) {
  if (!list.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        {label}
      </Button>
    </Group>
  );
}

import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A staff screen's head: its title (the page's one h1), what it is for, and its actions on the right. */
export function ScreenHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      </div>
      {children}
    </Group>
  );
}

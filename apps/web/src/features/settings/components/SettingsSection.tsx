import { Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";

/**
 * One card of the Settings page: its title and intro, a skeleton while its values load, their
 * error, then its form with the values read.
 */
export function SettingsSection<T>(props: {
  id: string;
  title: string;
  intro: string;
  query: UseQueryResult<T>;
  skeletonHeight: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, isPending, error } = props.query;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={props.id}>
      <Stack>
        <div>
          <Title order={2} size="h4" id={props.id}>
            {props.title}
          </Title>
          <Text size="sm" c="dimmed">
            {props.intro}
          </Text>
        </div>
        {isPending && <Skeleton h={props.skeletonHeight} />}
        {error && <Text c="red">{errorMessage(t, error)}</Text>}
        {data !== undefined && props.children(data)}
      </Stack>
    </Paper>
  );
}

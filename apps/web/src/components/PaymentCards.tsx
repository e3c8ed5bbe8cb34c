import { Group, Paper, Stack, Text } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatXof } from "../lib/format";

/** The test hooks a list or card carries (data-testid, data-id, data-status…). */
type DataAttributes = { [name: `data-${string}`]: string | undefined };

/** A list on a phone, one card each (PaymentCard, ListCard): payments, invoices. */
export function PaymentCardList({ children, ...data }: { children: ReactNode } & DataAttributes) {
  return (
    // The cards are the list's items: no wrapper between the list and them (axe: list).
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} {...data}>
      {children}
    </Stack>
  );
}

/** One item's card in such a list (a payment, an invoice): bordered, its content the caller's. */
export function ListCard({ children, ...data }: { children: ReactNode } & DataAttributes) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" {...data}>
      {children}
    </Paper>
  );
}

/** One payment's card: its amount and status badges first, then when; what follows is the caller's. */
export function PaymentCard({
  amount,
  badges,
  date,
  timeZone,
  children,
  ...data
}: {
  amount: number;
  badges: ReactNode;
  date: string;
  timeZone: TimeZoneLabel;
  children: ReactNode;
} & DataAttributes) {
  const { i18n } = useTranslation();
  return (
    <ListCard {...data}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} style={{ whiteSpace: "nowrap" }}>
          {formatXof(amount, i18n.language)}
        </Text>
        {badges}
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {formatDateTime(date, i18n.language, timeZone)}
      </Text>
      {children}
    </ListCard>
  );
}

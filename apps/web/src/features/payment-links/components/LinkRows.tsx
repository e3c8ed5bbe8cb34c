import { Anchor, Badge, Card, Group, Paper, Stack, Table, Text } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { PaymentLink } from "@payflow/contracts/payment-links";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TableScroll } from "../../../components/TableScroll";
import { formatDateTime, formatXof } from "../../../lib/format";
import { amountText, LINK_STATUS_COLOR, linkStatus } from "../link-view";

// The list's rows: a table on wide screens, one card per link on a phone (nothing to scroll
// sideways at 375 px). Both carry the same hooks: payment-link-row, data-id, data-status.

const detailPath = (id: string) => `/dashboard/payment-links/${encodeURIComponent(id)}`;

function StatusBadge({ link }: { link: PaymentLink }) {
  const { t } = useTranslation();
  const status = linkStatus(link);
  return (
    <Badge variant="light" color={LINK_STATUS_COLOR[status]} style={{ flexShrink: 0 }}>
      {t(`paymentLinks.statuses.${status}`)}
    </Badge>
  );
}

function TitleLink({ link }: { link: PaymentLink }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={detailPath(link.id)}
      fw={600}
      size="sm"
      style={{ overflowWrap: "anywhere" }}
      aria-label={t("paymentLinks.open", { title: link.title })}
    >
      {link.title}
    </Anchor>
  );
}

export function LinksTable({ rows, timeZone }: { rows: PaymentLink[]; timeZone: TimeZoneLabel }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Card withBorder padding={0} radius="md">
      <TableScroll label={t("paymentLinks.listLabel")} minWidth={900}>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="payment-links-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("paymentLinks.columns.title")}</Table.Th>
              <Table.Th>{t("paymentLinks.columns.address")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("paymentLinks.columns.amount")}</Table.Th>
              <Table.Th>{t("paymentLinks.columns.status")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("paymentLinks.columns.payments")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("paymentLinks.columns.collected")}</Table.Th>
              <Table.Th>{t("paymentLinks.columns.lastPayment")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((link) => (
              <Table.Tr key={link.id} data-testid="payment-link-row" data-id={link.id} data-status={linkStatus(link)}>
                <Table.Td>
                  <TitleLink link={link} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
                    /l/{link.slug}
                  </Text>
                </Table.Td>
                <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>{amountText(link, lang)}</Table.Td>
                <Table.Td>
                  <StatusBadge link={link} />
                </Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{link.payments}</Table.Td>
                <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                  {formatXof(link.collected, lang)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {link.lastPaymentAt ? formatDateTime(link.lastPaymentAt, lang, timeZone) : t("paymentLinks.never")}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}

export function LinkCards({ rows, timeZone }: { rows: PaymentLink[]; timeZone: TimeZoneLabel }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} data-testid="payment-links-table">
      {rows.map((link) => (
        <Paper
          component="li"
          key={link.id}
          withBorder
          radius="md"
          p="sm"
          data-testid="payment-link-row"
          data-id={link.id}
          data-status={linkStatus(link)}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <TitleLink link={link} />
            <StatusBadge link={link} />
          </Group>
          <Text size="sm" ff="monospace" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            /l/{link.slug}
          </Text>
          <Text size="sm" fw={600} mt={4}>
            {amountText(link, lang)}
          </Text>
          <Text size="sm">
            {t("paymentLinks.cardLine", { count: link.payments, collected: formatXof(link.collected, lang) })}
          </Text>
          {link.lastPaymentAt && (
            <Text size="sm" c="dimmed">
              {t("paymentLinks.lastPaymentLine", { date: formatDateTime(link.lastPaymentAt, lang, timeZone) })}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

import "../i18n-detail";
import { Card, Grid, Stack, Table, Text, Title } from "@mantine/core";
import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../../components/TableScroll";
import { formatXof } from "../../../lib/format";
import { formatDecimal, taxLabel } from "../invoice-view";
import { TotalsTable } from "./TotalsTable";

/** The invoice's lines and its totals as the server computed and stored them, then its notes. */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const right = { textAlign: "right" as const, whiteSpace: "nowrap" as const };
  return (
    <Card withBorder radius="md" padding="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {t("invoiceDetail.linesTitle")}
      </Title>
      <Stack gap="md">
        <TableScroll label={t("invoiceDetail.linesLabel")} minWidth={720}>
          <Table verticalSpacing="xs" data-testid="invoice-detail-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("invoiceDetail.columns.description")}</Table.Th>
                <Table.Th style={right}>{t("invoiceDetail.columns.quantity")}</Table.Th>
                <Table.Th style={right}>{t("invoiceDetail.columns.unitPrice")}</Table.Th>
                <Table.Th style={right}>{t("invoiceDetail.columns.discount")}</Table.Th>
                <Table.Th>{t("invoiceDetail.columns.tax")}</Table.Th>
                <Table.Th style={right}>{t("invoiceDetail.columns.ht")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((line, i) => (
                // Lines have no id of their own: their place on the invoice is theirs.
                // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity
                <Table.Tr key={i} data-testid="invoice-detail-line">
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{line.description}</Table.Td>
                  <Table.Td style={right}>
                    {formatDecimal(line.quantity, lang)}
                    {line.unit ? ` ${line.unit}` : ""}
                  </Table.Td>
                  <Table.Td style={right}>{formatXof(line.unitPrice, lang)}</Table.Td>
                  <Table.Td style={right}>
                    {line.discountPercent > 0 ? `${formatDecimal(line.discountPercent, lang)} %` : "—"}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{taxLabel(line.taxCode, lang)}</Text>
                  </Table.Td>
                  <Table.Td style={right}>{formatXof(line.ht, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {invoice.notes && (
              <>
                <Text size="sm" c="dimmed">
                  {t("invoiceDetail.notes")}
                </Text>
                <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                  {invoice.notes}
                </Text>
              </>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TotalsTable totals={invoice} testId="invoice-totals" />
          </Grid.Col>
        </Grid>
      </Stack>
    </Card>
  );
}

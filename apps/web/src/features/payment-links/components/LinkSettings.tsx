import { Anchor, Card, Table, Text, Title } from "@mantine/core";
import { PAYMENT_LINK_FIELDS } from "@payflow/contracts/payment-link-rules";
import type { PaymentLink } from "@payflow/contracts/payment-links";
import { PAYMENT_OPERATOR_NAMES } from "@payflow/contracts/payment-rules";
import type { Me } from "@payflow/contracts/profile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { amountText } from "../link-view";

/** What the link is: its amount, ways of paying, questions, limits and dates. */
export function LinkSettings({ link }: { link: PaymentLink }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const lang = i18n.language;
  const when = (iso: string) => formatDateTime(iso, lang, me.preferences.timeZone);
  const asked = PAYMENT_LINK_FIELDS.filter((f) => link.fields[f] !== "off").map(
    (f) =>
      `${t(`paymentLinks.form.questions.${f}`)} (${t(`paymentLinks.form.questionModes.${link.fields[f]}`)})` +
      (f === "note" && link.noteLabel ? ` : ${link.noteLabel}` : ""),
  );
  const rows: [string, ReactNode][] = [
    [t("paymentLinks.detail.amount"), amountText(link, lang)],
    ...(link.quantityMax ? [[t("paymentLinks.detail.quantityMax"), String(link.quantityMax)] as [string, string]] : []),
    [
      t("paymentLinks.detail.operators"),
      link.operators.length
        ? link.operators.map((o) => PAYMENT_OPERATOR_NAMES[o]).join(", ")
        : t("paymentLinks.detail.allOperators"),
    ],
    [t("paymentLinks.detail.questions"), asked.length ? asked.join(", ") : t("paymentLinks.detail.noQuestion")],
    [t("paymentLinks.detail.expiresAt"), link.expiresAt ? when(link.expiresAt) : t("paymentLinks.detail.never")],
    [
      t("paymentLinks.detail.maxPayments"),
      link.maxPayments === null ? t("paymentLinks.detail.noLimit") : String(link.maxPayments),
    ],
    ...(link.successMessage
      ? [[t("paymentLinks.detail.successMessage"), link.successMessage] as [string, string]]
      : []),
    ...(link.returnUrl
      ? [
          [
            t("paymentLinks.detail.returnUrl"),
            <Anchor key="return" href={link.returnUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {link.returnUrl}
            </Anchor>,
          ] as [string, ReactNode],
        ]
      : []),
    [t("paymentLinks.detail.createdAt"), when(link.createdAt)],
    ...(link.deactivatedAt
      ? [[t("paymentLinks.detail.deactivatedAt"), when(link.deactivatedAt)] as [string, string]]
      : []),
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {t("paymentLinks.detail.settings")}
      </Title>
      <Table verticalSpacing={6} data-testid="payment-link-settings">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%" fw={500}>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
              </Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

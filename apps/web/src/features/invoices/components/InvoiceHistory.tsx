import "../i18n-detail";
import { Anchor, Badge, Card, Group, Stack, Text, Timeline, Title } from "@mantine/core";
import type { InvoiceActivity, InvoiceDetail } from "@payflow/contracts/invoice-views";
import { PAYMENT_OPERATOR_NAMES, PAYMENT_OPERATORS, type PaymentOperator } from "@payflow/contracts/payment-rules";
import type { Me } from "@payflow/contracts/profile";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { formatDateTime, formatDay, formatXof } from "../../../lib/format";

// The kinds the server writes on an invoice's timeline (apps/server/src/modules/invoices and the
// part_paid trigger of its migration), with the details each carries in `data`.
const KINDS = [
  "created",
  "finalized",
  "certification_retry",
  "certification_failed",
  "certification_held",
  "certification_retried",
  "certified",
  "sent",
  "reminder",
  "overdue",
  "part_paid",
  "paid",
  "voided",
  "credit_note",
] as const;
type Kind = (typeof KINDS)[number];
const isKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

const KIND_COLOR: Partial<Record<Kind, string>> = {
  certification_retry: "orange",
  certification_failed: "orange",
  certification_held: "orange",
  certified: "teal",
  overdue: "red",
  part_paid: "teal",
  paid: "teal",
  voided: "red",
};

const isOperator = (value: string | undefined): value is PaymentOperator =>
  (PAYMENT_OPERATORS as readonly (string | undefined)[]).includes(value);

/**
 * The words of an event's details: its number, the channel and address of a send, a part's
 * amount, operator and code, the FNE number, the due date passed, a reason, the platform's words.
 */
function details(t: TFunction, language: string, data: InvoiceActivity["data"]): string {
  const channel = data.channel === "email" || data.channel === "whatsapp" ? data.channel : null;
  const amount = data.amount && /^\d+$/.test(data.amount) ? formatXof(Number(data.amount), language) : null;
  return [
    data.number,
    channel ? t(`invoiceDetail.activity.channels.${channel}`) : null,
    data.to,
    amount,
    isOperator(data.operator) ? PAYMENT_OPERATOR_NAMES[data.operator] : null,
    data.code && data.paymentId ? data.code : null,
    data.fneNumber,
    data.dueDate ? formatDay(data.dueDate, language) : null,
    data.reason,
    data.message,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** What happened to the invoice, oldest first, in words (docs/INVOICES.md). */
export function ActivityTimeline({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  return (
    <Card withBorder radius="md" padding="md" component="section">
      <Title order={2} size="h4" mb="md">
        {t("invoiceDetail.activity.title")}
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={invoice.activity.length - 1} data-testid="invoice-activity">
        {invoice.activity.map((event) => {
          const more = details(t, i18n.language, event.data);
          return (
            <Timeline.Item
              key={event.id}
              color={isKind(event.kind) ? KIND_COLOR[event.kind] : undefined}
              title={
                isKind(event.kind)
                  ? t(`invoiceDetail.activity.${event.kind}`)
                  : t("invoiceDetail.activity.other", { kind: event.kind })
              }
              data-testid="invoice-activity-item"
              data-kind={event.kind}
            >
              {more && (
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {more}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {formatDateTime(event.at, i18n.language, me.preferences.timeZone)}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}

/** The invoice's credit notes: each certified correction after a refund, with its FNE number once certified. */
export function CreditNotes({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" data-testid="invoice-credit-notes">
      <Title order={2} size="h4" mb="sm">
        {t("invoiceDetail.creditNotes.title")}
      </Title>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {invoice.creditNotes.map((note) => (
          <li key={note.id} data-testid="invoice-credit-note">
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>
                {t("invoiceDetail.creditNotes.amount", { amount: formatXof(note.amount, i18n.language) })}
              </Text>
              <Badge variant="light" color={note.status === "certified" ? "teal" : "yellow"}>
                {t(`invoiceDetail.creditNotes.statuses.${note.status}`)}
              </Badge>
              {note.fneNumber && (
                <Text size="sm" ff="monospace">
                  {note.fneNumber}
                </Text>
              )}
            </Group>
            {note.reason && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {note.reason}
              </Text>
            )}
            {note.verificationUrl && (
              <Anchor href={note.verificationUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {t("invoiceDetail.certification.verify")}
              </Anchor>
            )}
          </li>
        ))}
      </Stack>
    </Card>
  );
}

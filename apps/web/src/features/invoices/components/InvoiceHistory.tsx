import "../i18n-detail";
import { Anchor, Badge, Card, Group, Stack, Text, Timeline, Title } from "@mantine/core";
import type { InvoiceActivity, InvoiceDetail } from "@payflow/contracts/invoice-views";
import type { Me } from "@payflow/contracts/profile";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { formatDateTime, formatXof } from "../../../lib/format";

const KINDS = [
  "created",
  "finalized",
  "certification_failed",
  "certified",
  "sent",
  "reminder",
  "part_paid",
  "paid",
  "voided",
  "credit_note",
] as const;
type Kind = (typeof KINDS)[number];
const isKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

const KIND_COLOR: Partial<Record<Kind, string>> = {
  certification_failed: "orange",
  certified: "teal",
  part_paid: "teal",
  paid: "teal",
  voided: "red",
};

/** The words of an event's details: the channel and address of a send, the amount of a part, the platform's words. */
function details(t: TFunction, language: string, data: InvoiceActivity["data"]): string {
  const channel = data.channel === "email" || data.channel === "whatsapp" ? data.channel : null;
  const amount = data.amount && /^\d+$/.test(data.amount) ? formatXof(Number(data.amount), language) : null;
  return [
    channel ? t(`invoiceDetail.activity.channels.${channel}`) : null,
    data.address,
    amount,
    data.fneNumber,
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
              <Badge variant="outline" color={note.status === "certified" ? "teal" : "yellow"}>
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

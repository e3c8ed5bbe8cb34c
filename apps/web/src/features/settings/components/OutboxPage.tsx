import "../i18n";
import { Alert, Anchor, Badge, Button, Code, Modal, Stack, Table, Text, Title } from "@mantine/core";
import type { OutboxEmail } from "@payflow/contracts/outbox";
import type { Me } from "@payflow/contracts/profile";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { RequireCapability } from "../../../components/RequireCapability";
import { useDocumentHead } from "../../../lib/document-head";
import { errorMessage } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { outboxQuery } from "../api/outbox";
import { useRevealEmail } from "../api/reveal-email";
import { SettingsTabs } from "./SettingsTabs";

const STATUS_COLOR: Record<OutboxEmail["status"], string> = {
  notSent: "yellow",
  sending: "blue",
  sent: "teal",
  failed: "red",
};

export function OutboxPage() {
  return (
    <RequireCapability capability="manageAll">
      <Outbox />
    </RequireCapability>
  );
}

function Outbox() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("outbox.title"));
  const { data, isPending, error } = useQuery(outboxQuery());
  const [open, setOpen] = useState<OutboxEmail | null>(null);
  const reveal = useRevealEmail();
  const show = (mail: OutboxEmail | null) => {
    reveal.reset();
    setOpen(mail);
  };
  const when = (iso: string) => formatDateTime(iso, i18n.language, me.preferences.timeZone);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("outbox.title")}
        </Title>
        <Text c="dimmed">{t("outbox.intro")}</Text>
      </div>
      <SettingsTabs me={me} />
      {data && (
        <Alert color={data.smtpConfigured ? "blue" : "yellow"} data-testid="smtp-status">
          {t(data.smtpConfigured ? "outbox.configured" : "outbox.notConfigured")}
        </Alert>
      )}
      <QueryStatus isPending={isPending} error={error} />
      {data && data.items.length === 0 && <Text c="dimmed">{t("outbox.empty")}</Text>}
      {data && data.items.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("outbox.when")}</Table.Th>
                <Table.Th>{t("outbox.to")}</Table.Th>
                <Table.Th>{t("outbox.subject")}</Table.Th>
                <Table.Th>{t("outbox.status")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((mail) => (
                <Table.Tr key={mail.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{when(mail.createdAt)}</Table.Td>
                  <Table.Td>
                    {mail.channel === "whatsapp" ? (
                      <Badge variant="outline" color="green" size="sm" mr={6}>
                        {t("outbox.whatsapp")}
                      </Badge>
                    ) : null}
                    {mail.to}
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => show(mail)}
                      aria-label={t("outbox.show", { to: mail.to })}
                    >
                      {mail.subject}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[mail.status]} variant="light">
                      {t(`outbox.statuses.${mail.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={open !== null} onClose={() => show(null)} title={reveal.data?.subject ?? open?.subject} size="lg">
        {open && (
          <Stack>
            <Text size="sm">
              {t("outbox.to")} : {open.to} · {when(open.createdAt)}
            </Text>
            <Badge color={STATUS_COLOR[open.status]} variant="light">
              {t(`outbox.statuses.${open.status}`)}
            </Badge>
            <Code block style={{ whiteSpace: "pre-wrap" }} data-testid="outbox-text">
              {reveal.data?.text ?? open.text}
            </Code>
            {open.revealable && !reveal.data && (
              <Stack gap="xs" align="flex-start">
                <Text size="sm" c="dimmed">
                  {t("outbox.revealNote")}
                </Text>
                <Button variant="light" loading={reveal.isPending} onClick={() => reveal.mutate(open.id)}>
                  {t("outbox.reveal")}
                </Button>
                {reveal.error && (
                  <Text c="red" size="sm" role="alert">
                    {errorMessage(t, reveal.error)}
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

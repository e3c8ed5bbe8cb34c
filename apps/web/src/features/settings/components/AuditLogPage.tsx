import "../i18n";
import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { AUDIT_ACTIONS, type AuditAction } from "@payflow/contracts/audit-actions";
import type { Me } from "@payflow/contracts/profile";
import { IconSearch } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { RequireCapability } from "../../../components/RequireCapability";
import { TableScroll } from "../../../components/TableScroll";
import { useDocumentHead } from "../../../lib/document-head";
import { formatDateTime } from "../../../lib/format";
import { auditLogQuery } from "../api/audit-log";
import type { settingsEn } from "../i18n";
import { SettingsTabs } from "./SettingsTabs";

/** i18n keys cannot hold the action's dot (it separates levels): role.created → role_created. */
const actionKey = (a: AuditAction) => `audit.actions.${a.replace(".", "_") as ActionKey}` as const;
type ActionKey = keyof typeof settingsEn.audit.actions;

export function AuditLogPage() {
  return (
    <RequireCapability capability="manageAll">
      <AuditLog />
    </RequireCapability>
  );
}

function AuditLog() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("audit.title"));
  const [action, setAction] = useState<AuditAction | null>(null);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const log = useInfiniteQuery(auditLogQuery({ ...(action ? { action } : {}), ...(q ? { q } : {}) }));
  const rows = log.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("audit.title")}
        </Title>
        <Text c="dimmed">{t("audit.intro")}</Text>
      </div>
      <SettingsTabs me={me} />
      <Group align="flex-end">
        <Select
          label={t("audit.filterAction")}
          placeholder={t("audit.allActions")}
          data={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(actionKey(a)) }))}
          value={action}
          onChange={(v) => setAction(v as AuditAction | null)}
          clearable
          w={260}
        />
        <TextInput
          label={t("audit.search")}
          placeholder={t("audit.searchPlaceholder")}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={260}
        />
      </Group>
      <QueryStatus isPending={log.isPending} error={log.error} />
      {log.data && rows.length === 0 && <Text c="dimmed">{t("audit.empty")}</Text>}
      {rows.length > 0 && (
        <TableScroll label={t("audit.title")} minWidth={760}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("audit.when")}</Table.Th>
                <Table.Th>{t("audit.who")}</Table.Th>
                <Table.Th>{t("audit.what")}</Table.Th>
                <Table.Th>{t("audit.target")}</Table.Th>
                <Table.Th>{t("audit.from")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {formatDateTime(row.createdAt, i18n.language, me.preferences.timeZone)}
                  </Table.Td>
                  <Table.Td>{row.actorEmail ?? t("audit.system")}</Table.Td>
                  <Table.Td>{t(actionKey(row.action))}</Table.Td>
                  <Table.Td>{row.targetLabel ?? "—"}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.ipAddress ?? "—"}</Text>
                    {row.userAgent && (
                      <Text size="xs" c="dimmed" lineClamp={1} title={row.userAgent}>
                        {row.userAgent}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {log.hasNextPage && (
        <Button variant="default" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
          {t("audit.more")}
        </Button>
      )}
    </Stack>
  );
}

import "../i18n";
import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { hasCapability } from "@payflow/contracts/capabilities";
import type { ClientStatus } from "@payflow/contracts/client-rules";
import type { Client } from "@payflow/contracts/clients";
import type { Me } from "@payflow/contracts/profile";
import { IconPlus, IconSearch, IconUsersGroup } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { EditDeleteActions } from "../../../components/EditDeleteActions";
import { QueryStatus } from "../../../components/QueryStatus";
import { useDocumentHead } from "../../../lib/document-head";
import { errorMessage } from "../../../lib/errors";
import { useModeKey } from "../../../lib/test-mode";
import { toast } from "../../../lib/toast";
import { useDeleteClient } from "../api/delete-client";
import { clientsQuery } from "../api/list-clients";
import { ClientFormDialog } from "./ClientFormDialog";
import { PortalLoginCreated } from "./PortalLoginCreated";

/** docs/PRODUCT.md §2 display rule: the first 8 characters of the id and an ellipsis. */
const shortId = (id: string) => `${id.slice(0, 8)}…`;

export function ClientsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("pageTitle.section", { section: t("clients.title") }));
  const canManage = hasCapability(me.capabilities, "manageClients");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<ClientStatus | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // The server pages the list; a new search or filter starts again at the first page.
  const [pageOf, setPageOf] = useState({ key: "", page: 1 });
  const listKey = `${debounced}|${status ?? ""}`;
  const page = pageOf.key === listKey ? pageOf.page : 1;
  const { data, isPending, error } = useQuery(
    clientsQuery(useModeKey(), {
      ...(debounced ? { search: debounced } : {}),
      ...(status ? { status } : {}),
      page,
    }),
  );
  // Deleting the last client of the last page leaves that page empty: show the page before.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (page > lastPage) setPageOf({ key: listKey, page: lastPage });
  }, [page, lastPage, listKey]);
  const [editing, setEditing] = useState<Client | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [login, setLogin] = useState<{ email: string; password: string } | null>(null);
  const remove = useDeleteClient();

  const onDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: (result) => {
        toast.show({ color: "teal", title: t("clients.deleted"), message: t("clients.deletedText", { name }) });
        if (result.warnings.includes("linkedUserDeleteFailed")) {
          toast.show({
            color: "yellow",
            title: t("errors.warning"),
            message: t("clients.linkedUserDeleteFailed"),
          });
        }
        setDeleting(null);
      },
      onError: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
    });
  };

  const filtered = Boolean(debounced || status);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("clients.title")}
          </Title>
          <Text c="dimmed">{t("clients.subtitle")}</Text>
        </div>
        {canManage && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t("clients.add")}
          </Button>
        )}
      </Group>

      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label={t("clients.search")}
          placeholder={t("clients.search")}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
          maxLength={200}
        />
        <Select
          aria-label={t("clients.statusFilter")}
          placeholder={t("clients.allStatuses")}
          data={[
            { value: "active", label: t("clients.status.active") },
            { value: "inactive", label: t("clients.status.inactive") },
          ]}
          value={status}
          onChange={(v) => setStatus(v as ClientStatus | null)}
          clearable
          w={200}
        />
      </Group>

      {isPending || error ? (
        <QueryStatus isPending={isPending} error={error} />
      ) : data.items.length === 0 ? (
        <Card withBorder padding="xl" radius="md">
          <Stack align="center" gap="xs">
            <IconUsersGroup size={32} aria-hidden />
            <Text c="dimmed">{filtered ? t("clients.noMatch") : t("clients.empty")}</Text>
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="clients-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("clients.columns.name")}</Table.Th>
                  <Table.Th>{t("clients.columns.contactPerson")}</Table.Th>
                  <Table.Th>{t("clients.columns.email")}</Table.Th>
                  <Table.Th>{t("clients.columns.phone")}</Table.Th>
                  <Table.Th>{t("clients.columns.status")}</Table.Th>
                  <Table.Th>{t("clients.columns.id")}</Table.Th>
                  {canManage && <Table.Th>{t("clients.columns.actions")}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={500}>
                          {c.name}
                        </Text>
                        {c.hasPortalLogin && (
                          <Tooltip label={t("clients.portalLoginTitle")}>
                            <Badge size="xs" variant="light" color="blue">
                              {t("clients.portalLogin")}
                            </Badge>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{c.contactPerson}</Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{c.email}</Table.Td>
                    <Table.Td>{c.phone}</Table.Td>
                    <Table.Td>
                      <Badge color={c.status === "active" ? "teal" : "gray"} variant="light">
                        {c.status === "active" || c.status === "inactive" ? t(`clients.status.${c.status}`) : c.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace" c="dimmed" title={c.id}>
                        {shortId(c.id)}
                      </Text>
                    </Table.Td>
                    {canManage && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <EditDeleteActions
                            editLabel={t("clients.edit", { name: c.name })}
                            deleteLabel={t("clients.delete", { name: c.name })}
                            onEdit={() => setEditing(c)}
                            onDelete={() => setDeleting(c)}
                          />
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {data && data.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="clients-count">
            {t("clients.range", {
              from: (data.page - 1) * data.pageSize + 1,
              to: (data.page - 1) * data.pageSize + data.items.length,
              count: data.total,
            })}
          </Text>
          {data.total > data.pageSize && (
            <Pagination
              total={lastPage}
              value={page}
              onChange={(next) => setPageOf({ key: listKey, page: next })}
              size="sm"
              aria-label={t("clients.pages")}
              getItemProps={(n) => ({ "aria-label": t("clients.page", { page: n }) })}
            />
          )}
        </Group>
      )}

      {editing !== undefined && (
        <ClientFormDialog client={editing} onClose={() => setEditing(undefined)} onLoginCreated={setLogin} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("clients.deleteTitle")}
        text={t("clients.deleteText", { name: deleting?.name ?? "" })}
        confirmLabel={t("clients.deleteConfirm")}
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
      <PortalLoginCreated login={login} onClose={() => setLogin(null)} />
    </Stack>
  );
}

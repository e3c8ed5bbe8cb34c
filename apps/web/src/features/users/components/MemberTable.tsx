import { Badge, Group, Table, Text } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import type { Member } from "@payflow/contracts/team";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EditDeleteActions } from "../../../components/EditDeleteActions";
import { formatDateTime } from "../../../lib/format";
import { mayHandleRole, roleLabel, rolesQuery } from "../../../lib/roles";

type Props = {
  members: Member[];
  me: Me;
  onEdit: (member: Member) => void;
  onDelete: (member: Member) => void;
};

/**
 * Name, email, role, status and actions of each person; oneself has no delete button, and
 * people holding a capability the viewer lacks have no actions (the server refuses them).
 */
export function MemberTable({ members, me, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const { data: roles } = useQuery(rolesQuery());
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="member-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("members.columns.name")}</Table.Th>
            <Table.Th>{t("members.columns.email")}</Table.Th>
            <Table.Th>{t("members.columns.role")}</Table.Th>
            <Table.Th>{t("members.columns.status")}</Table.Th>
            <Table.Th>{t("members.columns.createdAt")}</Table.Th>
            <Table.Th ta="right">{t("members.columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => {
            const self = m.id === me.id;
            const handles = self || mayHandleRole(me.capabilities, m.role, roles?.items);
            return (
              <Table.Tr key={m.id} data-testid="member-row" data-email={m.email}>
                <Table.Td>
                  <Text fw={500} size="sm">
                    {m.name}
                    {self && (
                      <Text span c="dimmed" size="sm">
                        {` (${t("members.you")})`}
                      </Text>
                    )}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{m.email}</Table.Td>
                <Table.Td>{roleLabel(t, m.role, roles?.items)}</Table.Td>
                <Table.Td>
                  {/* docs/PRODUCT.md §2: any status other than active is shown in yellow. */}
                  <Badge color={m.status === "active" ? "green" : "yellow"} variant="light" data-status={m.status}>
                    {t(`members.status.${m.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(m.createdAt, i18n.language, me.preferences.timeZone)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {handles && (
                      <EditDeleteActions
                        editLabel={t("members.edit", { name: m.name })}
                        deleteLabel={t("members.delete", { name: m.name })}
                        onEdit={() => onEdit(m)}
                        onDelete={self ? undefined : () => onDelete(m)}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import "../i18n";
import { ActionIcon, Badge, Button, Group, Modal, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { coversCapabilities } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import type { Role } from "@payflow/contracts/team";
import { IconEye, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { EditDeleteActions } from "../../../components/EditDeleteActions";
import { QueryStatus } from "../../../components/QueryStatus";
import { RequireCapability } from "../../../components/RequireCapability";
import { useDocumentHead } from "../../../lib/document-head";
import { errorMessage } from "../../../lib/errors";
import { roleLabel, rolesQuery } from "../../../lib/roles";
import { toast } from "../../../lib/toast";
import { useDeleteRole } from "../api/delete-role";
import { CapabilityPicker } from "./CapabilityPicker";
import { RoleFormModal } from "./RoleFormModal";

export function PermissionsPage() {
  return (
    <RequireCapability capability="manageRoles">
      <Permissions />
    </RequireCapability>
  );
}

type Dialog = { kind: "create" } | { kind: "edit" | "view" | "delete"; role: Role } | null;

function Permissions() {
  const { t } = useTranslation();
  useDocumentHead(t("permissions.title"));
  const me = useOutletContext<Me>();
  const { data, isPending, error } = useQuery(rolesQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const roles = data?.items ?? [];
  const close = () => setDialog(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("permissions.title")}
          </Title>
          <Text c="dimmed">{t("permissions.intro")}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: "create" })}>
          {t("permissions.create")}
        </Button>
      </Group>
      <QueryStatus isPending={isPending} error={error} />
      {data && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("permissions.displayName")}</Table.Th>
                <Table.Th>{t("permissions.name")}</Table.Th>
                <Table.Th>{t("permissions.capabilities")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.map((role) => (
                <RoleRow
                  key={role.name}
                  item={role}
                  label={roleLabel(t, role.name, roles)}
                  editable={!role.isSystemRole && mayEdit(me, role)}
                  onOpen={setDialog}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {dialog?.kind === "create" && (
        <RoleFormModal editing={null} roles={roles} held={me.capabilities} opened onClose={close} />
      )}
      {dialog?.kind === "edit" && (
        <RoleFormModal editing={dialog.role} roles={roles} held={me.capabilities} opened onClose={close} />
      )}
      {dialog?.kind === "view" && (
        <Modal
          opened
          onClose={close}
          title={t("permissions.view", { role: roleLabel(t, dialog.role.name, roles) })}
          size="lg"
        >
          <Stack>
            <Text size="sm" c="dimmed">
              {t("permissions.readOnly")}
            </Text>
            <CapabilityPicker value={dialog.role.capabilities} onChange={() => {}} disabled />
          </Stack>
        </Modal>
      )}
      {dialog?.kind === "delete" && <DeleteRoleModal role={dialog.role} onClose={close} />}
    </Stack>
  );
}

/** As the server rules: not the role one holds, and only with every capability it carries. */
function mayEdit(me: Me, role: Role): boolean {
  return role.name !== me.role && coversCapabilities(me.capabilities, role.capabilities);
}

function RoleRow({
  item: role,
  label,
  editable,
  onOpen,
}: {
  item: Role;
  label: string;
  editable: boolean;
  onOpen: (d: Dialog) => void;
}) {
  const { t } = useTranslation();
  const allAccess = role.capabilities.includes("manageAll");
  return (
    <Table.Tr data-testid={`role-${role.name}`}>
      <Table.Td>
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{label}</Text>
            <Badge variant="light" color={role.isSystemRole ? "gray" : "blue"} size="sm">
              {t(role.isSystemRole ? "permissions.system" : "permissions.custom")}
            </Badge>
          </Group>
          {role.description && (
            <Text size="sm" c="dimmed">
              {role.description}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t("permissions.holders", { count: role.userCount })}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text ff="monospace" size="sm">
          {role.name}
        </Text>
      </Table.Td>
      <Table.Td>
        {allAccess ? (
          <Badge color="grape">{t("permissions.allAccess")}</Badge>
        ) : (
          <Text size="sm">{t("permissions.capabilityCount", { count: role.capabilities.length })}</Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {!editable ? (
            role.name !== "admin" && (
              <Tooltip label={t("permissions.view", { role: label })}>
                <ActionIcon
                  variant="subtle"
                  onClick={() => onOpen({ kind: "view", role })}
                  aria-label={t("permissions.view", { role: label })}
                >
                  <IconEye size={18} />
                </ActionIcon>
              </Tooltip>
            )
          ) : (
            <EditDeleteActions
              editLabel={t("permissions.edit", { role: label })}
              deleteLabel={t("permissions.delete", { role: label })}
              onEdit={() => onOpen({ kind: "edit", role })}
              onDelete={() => onOpen({ kind: "delete", role })}
            />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function DeleteRoleModal({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteRole();
  const onDelete = () =>
    remove.mutate(role.name, {
      onSuccess: (deleted) => {
        const message =
          deleted.movedUsers > 0
            ? t("permissions.deletedMoved", { role: deleted.displayName, count: deleted.movedUsers })
            : t("permissions.deleted", { role: deleted.displayName });
        toast.show({ color: "teal", message });
        onClose();
      },
      onError: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
    });
  return (
    <ConfirmDialog
      opened
      title={t("permissions.deleteTitle", { role: role.displayName })}
      text={t("permissions.deleteText")}
      confirmLabel={t("permissions.delete", { role: role.displayName })}
      busy={remove.isPending}
      onConfirm={onDelete}
      onClose={onClose}
    />
  );
}

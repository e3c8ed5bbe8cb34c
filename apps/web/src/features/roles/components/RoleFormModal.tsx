import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import type { Capability } from "@payflow/contracts/capabilities";
import { ROLE_NAME_PATTERN } from "@payflow/contracts/constants";
import type { Role } from "@payflow/contracts/team";
import type { FieldError } from "@payflow/contracts/validation";
import { useTranslation } from "react-i18next";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useCreateRole } from "../api/create-role";
import { useUpdateRole } from "../api/update-role";
import { CapabilityPicker } from "./CapabilityPicker";

type Form = { name: string; displayName: string; description: string; capabilities: Capability[] };

/** docs/PRODUCT.md §5 role form, checked in that order before anything is sent. */
function firstRoleError(form: Form, taken: string[], creating: boolean): FieldError<keyof Form> | null {
  const name = form.name.trim();
  if (creating) {
    if (!name) return { field: "name", code: "roleNameRequired" };
    if (!ROLE_NAME_PATTERN.test(name)) return { field: "name", code: "roleNameInvalid" };
    if (taken.includes(name.toLowerCase())) return { field: "name", code: "roleNameInUse" };
  }
  if (!form.displayName.trim()) return { field: "displayName", code: "displayNameRequired" };
  if (form.capabilities.length === 0) return { field: "capabilities", code: "capabilitiesRequired" };
  return null;
}

/** Create (editing = null) or edit a custom role. The internal name is fixed once created. */
export function RoleFormModal({
  editing: role,
  roles,
  held,
  opened,
  onClose,
}: {
  editing: Role | null;
  roles: readonly Role[];
  /** The editor's capabilities: only these can be granted. */
  held: readonly Capability[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const creating = role === null;
  const taken = roles.map((r) => r.name.toLowerCase());
  const form = useFieldForm<Form>(
    {
      name: role?.name ?? "",
      displayName: role?.displayName ?? "",
      description: role?.description ?? "",
      capabilities: role?.capabilities ?? [],
    },
    (values) => [firstRoleError(values, taken, creating)],
  );
  const create = useCreateRole();
  const update = useUpdateRole();

  const submit = form.submit((values) => {
    const body = {
      displayName: values.displayName,
      description: values.description,
      capabilities: values.capabilities,
    };
    const handlers = {
      onSuccess: (saved: Role) => {
        const message = t(creating ? "permissions.created" : "permissions.updated", { role: saved.displayName });
        toast.show({ color: "teal", message });
        onClose();
      },
      // The server's answer lands on its field when it names one; nothing typed is lost.
      onError: (e: Error) => form.fail(e),
    };
    if (creating) create.mutate({ name: values.name.trim(), ...body }, handlers);
    else update.mutate({ name: role.name, body }, handlers);
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(creating ? "permissions.formCreate" : "permissions.formEdit")}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t("permissions.name")}
            description={t("permissions.nameHint")}
            disabled={!creating}
            required
            data-autofocus
            {...form.bind("name")}
          />
          <TextInput label={t("permissions.displayName")} required {...form.bind("displayName")} />
          <Textarea
            label={t("permissions.description")}
            autosize
            minRows={2}
            maxLength={300}
            {...form.bind("description")}
          />
          <CapabilityPicker
            value={form.values.capabilities}
            onChange={(caps) => form.set("capabilities", caps)}
            held={held}
            error={form.errors.capabilities}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t("permissions.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

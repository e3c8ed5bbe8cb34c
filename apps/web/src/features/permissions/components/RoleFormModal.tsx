import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications as toast } from "@mantine/notifications";
import type { Capability } from "@payflow/contracts/capabilities";
import type { ErrorCode } from "@payflow/contracts/errors";
import type { Role } from "@payflow/contracts/team";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errors";
import { useCreateRole, useUpdateRole } from "../api/roles";
import { CapabilityPicker } from "./CapabilityPicker";

const ROLE_NAME = /^[A-Za-z0-9_]+$/;

type Field = "name" | "displayName" | "capabilities";
type Errors = Partial<Record<Field, ErrorCode>>;

/** Spec §5 role form, checked in the spec's order before anything is sent. */
function check(
  form: { name: string; displayName: string; capabilities: Capability[] },
  taken: string[],
  creating: boolean,
): Errors {
  const name = form.name.trim();
  if (creating) {
    if (!name) return { name: "roleNameRequired" };
    if (!ROLE_NAME.test(name)) return { name: "roleNameInvalid" };
    if (taken.includes(name.toLowerCase())) return { name: "roleNameInUse" };
  }
  if (!form.displayName.trim()) return { displayName: "displayNameRequired" };
  if (form.capabilities.length === 0) return { capabilities: "capabilitiesRequired" };
  return {};
}

/** Create (role = null) or edit a custom role. The internal name is fixed once created. */
export function RoleFormModal({
  editing: role,
  roles,
  opened,
  onClose,
}: {
  editing: Role | null;
  roles: readonly Role[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const creating = role === null;
  const [form, setForm] = useState({
    name: role?.name ?? "",
    displayName: role?.displayName ?? "",
    description: role?.description ?? "",
    capabilities: role?.capabilities ?? ([] as Capability[]),
  });
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateRole();
  const update = useUpdateRole();
  const busy = create.isPending || update.isPending;

  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // An error clears as soon as its field is edited.
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = check(
      form,
      roles.map((r) => r.name.toLowerCase()),
      creating,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = { displayName: form.displayName, description: form.description, capabilities: form.capabilities };
    const done = (saved: Role) => {
      toast.show({
        color: "teal",
        message: t(creating ? "permissions.created" : "permissions.updated", { role: saved.displayName }),
      });
      onClose();
    };
    const failed = (e: Error) => {
      // The server's answer lands on its field when it names one; nothing typed is lost.
      if (e instanceof ApiError && (e.field === "name" || e.field === "displayName" || e.field === "capabilities")) {
        setErrors({ [e.field]: e.code as ErrorCode });
      } else toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) });
    };
    if (creating) create.mutate({ name: form.name.trim(), ...body }, { onSuccess: done, onError: failed });
    else update.mutate({ name: role.name, body }, { onSuccess: done, onError: failed });
  };

  const text = (code?: ErrorCode) => (code ? t(`errors.${code}`) : null);

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
            value={form.name}
            onChange={(e) => set("name", e.currentTarget.value)}
            disabled={!creating}
            error={text(errors.name)}
            required
            data-autofocus
          />
          <TextInput
            label={t("permissions.displayName")}
            value={form.displayName}
            onChange={(e) => set("displayName", e.currentTarget.value)}
            error={text(errors.displayName)}
            required
          />
          <Textarea
            label={t("permissions.description")}
            value={form.description}
            onChange={(e) => set("description", e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={300}
          />
          <CapabilityPicker
            value={form.capabilities}
            onChange={(caps) => set("capabilities", caps)}
            error={text(errors.capabilities)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("permissions.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Select, Text, TextInput } from "@mantine/core";
import { type Capability, CLIENT_ROLE, coversCapabilities, hasCapability } from "@payflow/contracts/capabilities";
import type { Member } from "@payflow/contracts/team";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../components/PhoneField";
import type { useFieldForm } from "../../../lib/form";
import { roleLabel, rolesQuery } from "../../../lib/roles";
import type { MemberScope } from "../api/list-members";
import type { MemberFormValues } from "../hooks/member-form";

export type MemberFormState = ReturnType<typeof useFieldForm<MemberFormValues>>;

/** Name, email and phone (fixed +225 prefix), the fields every member dialog has. */
export function IdentityFields({ form, emailReadOnly = false }: { form: MemberFormState; emailReadOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t("members.form.name")}
        placeholder={t("members.form.namePlaceholder")}
        autoComplete="off"
        required
        maxLength={120}
        data-autofocus
        {...form.bind("name")}
      />
      <TextInput
        label={t("members.form.email")}
        placeholder={t("members.form.emailPlaceholder")}
        type="email"
        autoComplete="off"
        required={!emailReadOnly}
        readOnly={emailReadOnly}
        description={emailReadOnly ? t("members.form.emailReadOnly") : undefined}
        maxLength={254}
        {...form.bind("email")}
      />
      <PhoneField
        label={t("members.form.phone")}
        placeholder={t("members.form.phonePlaceholder")}
        autoComplete="off"
        {...form.bind("phone")}
      />
    </>
  );
}

/** Whoever may hand out roles sees the select; others give new people the default role. */
export function canAssignRoles(capabilities: readonly Capability[]): boolean {
  return hasCapability(capabilities, "assignRoles");
}

type RoleFieldProps = {
  form: MemberFormState;
  scope: MemberScope;
  capabilities: readonly Capability[];
  /** Editing oneself: the role cannot change (the server refuses it too). */
  isSelf: boolean;
  creating: boolean;
};

export function RoleField({ form, scope, capabilities, isSelf, creating }: RoleFieldProps) {
  const { t } = useTranslation();
  const { data } = useQuery(rolesQuery());
  const roles = data?.items ?? [];
  if (!canAssignRoles(capabilities)) {
    return creating ? (
      <Text size="sm" c="dimmed">
        {t("members.form.defaultRole", { role: roleLabel(t, "user", roles) })}
      </Text>
    ) : null;
  }
  const current = form.values.role;
  // A role is given only by someone holding all its capabilities; the team holds staff, never clients.
  const options = roles
    .filter((r) => coversCapabilities(capabilities, r.capabilities) || r.name === current)
    .filter((r) => scope === "users" || r.name !== CLIENT_ROLE || r.name === current)
    .map((r) => ({ value: r.name, label: roleLabel(t, r.name, roles) }));
  if (!options.some((o) => o.value === current)) options.push({ value: current, label: roleLabel(t, current, roles) });
  return (
    <Select
      label={t("members.form.role")}
      data={options}
      value={current}
      allowDeselect={false}
      disabled={isSelf}
      description={isSelf ? t("members.form.ownRole") : undefined}
      error={form.errors.role}
      onChange={(value) => value && form.set("role", value)}
    />
  );
}

export function StatusField({ form }: { form: MemberFormState }) {
  const { t } = useTranslation();
  const statuses: Member["status"][] = ["active", "inactive", "pending"];
  return (
    <Select
      label={t("members.form.status")}
      data={statuses.map((s) => ({ value: s, label: t(`members.status.${s}`) }))}
      value={form.values.status}
      allowDeselect={false}
      error={form.errors.status}
      onChange={(value) => value && form.set("status", value as Member["status"])}
    />
  );
}

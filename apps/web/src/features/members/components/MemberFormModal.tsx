import { Button, Group, Modal, PasswordInput, Stack, TextInput } from "@mantine/core";
import { notifications as toast } from "@mantine/notifications";
import type { Me } from "@payflow/contracts/profile";
import type { Member, UpdateUserRequest } from "@payflow/contracts/team";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";
import { useCreateUser } from "../api/create-member";
import { useUpdateUser } from "../api/update-member";
import { type MemberFormValues, useMemberForm, valuesOf } from "../hooks/member-form";
import { canAssignRoles, IdentityFields, RoleField, StatusField } from "./MemberFields";

type Props = {
  /** The person edited; null to add one. */
  member: Member | null;
  me: Me;
  onClose: () => void;
};

/** Users screen: the add/edit dialog of spec §5 (user form, user-management mode). */
export function MemberFormModal({ member, me, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={member ? t("members.form.editTitle", { name: member.name }) : t("members.form.addTitle")}
      centered
      size="lg"
    >
      <UserForm member={member} me={me} onDone={onClose} />
    </Modal>
  );
}

function UserForm({ member, me, onDone }: { member: Member | null; me: Me; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useMemberForm(valuesOf(member, { company: me.company, role: "user" }), {
    company: true,
    password: true,
  });
  const create = useCreateUser();
  const update = useUpdateUser();
  const isSelf = member?.id === me.id;
  const assigns = canAssignRoles(me.capabilities);

  const failed = (title: string) => (error: unknown) => {
    if (!form.showServerError(error)) toast.show({ color: "red", title, message: errorMessage(t, error) });
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    if (member) {
      update.mutate(
        { id: member.id, body: updateBody(v, member, assigns && !isSelf) },
        {
          onSuccess: (saved) => {
            toast.show({
              color: "teal",
              title: t("members.toast.userUpdated"),
              message: t("members.toast.userUpdatedText", { name: saved.name }),
            });
            onDone();
          },
          onError: failed(t("members.toast.userUpdateFailed")),
        },
      );
      return;
    }
    create.mutate(
      {
        name: v.name,
        email: v.email,
        phone: v.phone,
        company: v.company,
        status: v.status,
        password: v.password,
        confirmPassword: v.password ? v.confirmPassword : "",
        ...(assigns ? { role: v.role } : {}),
      },
      {
        onSuccess: ({ member: added, passwordGenerated }) => {
          const params = { name: added.name, email: added.email };
          toast.show({
            color: "teal",
            title: t("members.toast.userAdded"),
            message: passwordGenerated
              ? t("members.toast.userAddedGenerated", params)
              : t("members.toast.userAddedText", params),
          });
          onDone();
        },
        onError: failed(t("members.toast.addFailed")),
      },
    );
  };

  const busy = create.isPending || update.isPending;
  const passwordNote = member ? t("members.form.passwordEditNote") : t("members.form.passwordCreateNote");
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <IdentityFields form={form} />
        <TextInput label={t("members.form.company")} required maxLength={120} {...form.bind("company")} />
        <RoleField form={form} scope="users" capabilities={me.capabilities} isSelf={isSelf} creating={!member} />
        <StatusField form={form} />
        <PasswordInput
          label={t("members.form.password")}
          description={passwordNote}
          autoComplete="new-password"
          maxLength={128}
          visibilityToggleButtonProps={{ "aria-label": t("members.form.showPassword") }}
          {...form.bind("password")}
        />
        <PasswordInput
          label={t("members.form.confirmPassword")}
          autoComplete="new-password"
          maxLength={128}
          visibilityToggleButtonProps={{ "aria-label": t("members.form.showPassword") }}
          {...form.bind("confirmPassword")}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {member ? t("members.form.save") : t("members.form.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The changed fields only; a password only when typed; the role only when it may change. */
function updateBody(v: MemberFormValues, before: Member, withRole: boolean): UpdateUserRequest {
  return {
    ...(v.name !== before.name ? { name: v.name } : {}),
    ...(v.email !== before.email ? { email: v.email } : {}),
    ...(v.phone !== (before.phone ?? "") ? { phone: v.phone } : {}),
    ...(v.company !== before.company ? { company: v.company } : {}),
    ...(withRole && v.role !== before.role ? { role: v.role } : {}),
    ...(v.status !== before.status ? { status: v.status } : {}),
    ...(v.password ? { password: v.password, confirmPassword: v.confirmPassword } : {}),
  };
}

import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import { PASSWORD_MAX_LENGTH } from "@payflow/contracts/rules";
import type { Member } from "@payflow/contracts/team";
import { memberErrors } from "@payflow/contracts/validation";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useCreateMember } from "../api/create-member";
import type { MemberScope } from "../api/list-members";
import { useUpdateMember } from "../api/update-member";
import { createBody, FORM_SHAPE, updateBody, valuesOf } from "../hooks/member-form";
import { canAssignRoles, IdentityFields, type MemberFormState, RoleField, StatusField } from "./MemberFields";

type Props = {
  scope: MemberScope;
  /** The person edited; null to add (Users) or invite (Team) someone. */
  member: Member | null;
  me: Me;
  onClose: () => void;
};

/**
 * The add/edit dialog of the Users screen (docs/PRODUCT.md §5 user form, user-management mode) and the
 * invite/edit dialog of the Team screen (an invitation creates a pending member and emails them).
 */
export function MemberFormModal({ scope, member, me, onClose }: Props) {
  const { t } = useTranslation();
  const users = scope === "users";
  const title = member
    ? t("members.form.editTitle", { name: member.name })
    : t(users ? "members.form.addTitle" : "members.form.inviteTitle");
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <MemberForm scope={scope} member={member} me={me} onClose={onClose} />
    </Modal>
  );
}

function MemberForm({ scope, member, me, onClose }: Props) {
  const { t } = useTranslation();
  const users = scope === "users";
  // Every failing field is marked at once, without a toast.
  const form = useFieldForm(
    valuesOf(member, { company: me.company, role: "user" }),
    (values) => memberErrors(values, FORM_SHAPE[scope]),
    "all",
  );
  const create = useCreateMember(scope);
  const update = useUpdateMember(scope);
  const isSelf = member?.id === me.id;
  const assigns = canAssignRoles(me.capabilities);

  const done = (title: string, message: string) => {
    toast.show({ color: "teal", title, message });
    onClose();
  };
  const failed = (title: string) => (error: unknown) => {
    if (!form.showFieldError(error)) toast.show({ color: "red", title, message: errorMessage(t, error) });
  };

  const onSubmit = form.submit(
    (values) => {
      if (member) {
        const body = updateBody(scope, values, member, assigns && !isSelf);
        update.mutate(
          { id: member.id, body },
          {
            onSuccess: ({ name }) =>
              users
                ? done(t("members.toast.userUpdated"), t("members.toast.userUpdatedText", { name }))
                : done(t("members.toast.memberUpdated"), t("members.toast.memberUpdatedText", { name })),
            onError: failed(t("members.toast.userUpdateFailed")),
          },
        );
        return;
      }
      create.mutate(createBody(scope, values, assigns), {
        onSuccess: ({ member: { name, email }, passwordGenerated }) => {
          if (!users)
            return done(t("members.toast.memberInvited"), t("members.toast.memberInvitedText", { name, email }));
          const text = passwordGenerated ? "members.toast.userAddedGenerated" : "members.toast.userAddedText";
          done(t("members.toast.userAdded"), t(text, { name, email }));
        },
        onError: failed(t(users ? "members.toast.addFailed" : "members.toast.inviteFailed")),
      });
    },
    { toast: false },
  );

  const busy = create.isPending || update.isPending;
  const submitLabel = member ? "members.form.save" : users ? "members.form.add" : "members.form.sendInvite";
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {!users && !member && (
          <Text size="sm" c="dimmed">
            {t("members.form.inviteNote")}
          </Text>
        )}
        <IdentityFields form={form} emailReadOnly={!users && member !== null} />
        {users && <TextInput label={t("members.form.company")} required maxLength={120} {...form.bind("company")} />}
        <RoleField form={form} scope={scope} capabilities={me.capabilities} isSelf={isSelf} creating={!member} />
        {(users || member) && !isSelf && <StatusField form={form} />}
        {/* One's own password changes on the profile, with the current one. */}
        {users && !isSelf && <PasswordFields form={form} creating={!member} />}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {t(submitLabel)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create: empty means generated and sent. Edit: empty keeps the current password. */
function PasswordFields({ form, creating }: { form: MemberFormState; creating: boolean }) {
  const { t } = useTranslation();
  const toggle = { "aria-label": t("members.form.showPassword") };
  return (
    <>
      <PasswordInput
        label={t("members.form.password")}
        description={t(creating ? "members.form.passwordCreateNote" : "members.form.passwordEditNote")}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        visibilityToggleButtonProps={toggle}
        {...form.bind("password")}
      />
      <PasswordInput
        label={t("members.form.confirmPassword")}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        visibilityToggleButtonProps={toggle}
        {...form.bind("confirmPassword")}
      />
    </>
  );
}

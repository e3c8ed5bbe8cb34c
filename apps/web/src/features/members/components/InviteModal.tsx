import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications as toast } from "@mantine/notifications";
import type { Me } from "@payflow/contracts/profile";
import type { Member, UpdateMemberRequest } from "@payflow/contracts/team";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";
import { useInviteMember } from "../api/create-member";
import { useUpdateTeamMember } from "../api/update-member";
import { type MemberFormValues, useMemberForm, valuesOf } from "../hooks/member-form";
import { canAssignRoles, IdentityFields, RoleField, StatusField } from "./MemberFields";

type Props = {
  /** The member edited; null to invite someone. */
  member: Member | null;
  me: Me;
  onClose: () => void;
};

/** Team screen: the invite/edit dialog. An invitation creates a pending member and emails them. */
export function InviteModal({ member, me, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={member ? t("members.form.editMemberTitle", { name: member.name }) : t("members.form.inviteTitle")}
      centered
      size="lg"
    >
      <TeamForm member={member} me={me} onDone={onClose} />
    </Modal>
  );
}

function TeamForm({ member, me, onDone }: { member: Member | null; me: Me; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useMemberForm(valuesOf(member, { company: me.company, role: "user" }), {
    company: false,
    password: false,
  });
  const invite = useInviteMember();
  const update = useUpdateTeamMember();
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
              title: t("members.toast.memberUpdated"),
              message: t("members.toast.memberUpdatedText", { name: saved.name }),
            });
            onDone();
          },
          onError: failed(t("members.toast.userUpdateFailed")),
        },
      );
      return;
    }
    invite.mutate(
      { name: v.name, email: v.email, phone: v.phone, ...(assigns ? { role: v.role } : {}) },
      {
        onSuccess: ({ member: invited }) => {
          toast.show({
            color: "teal",
            title: t("members.toast.memberInvited"),
            message: t("members.toast.memberInvitedText", { name: invited.name, email: invited.email }),
          });
          onDone();
        },
        onError: failed(t("members.toast.inviteFailed")),
      },
    );
  };

  const busy = invite.isPending || update.isPending;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {!member && (
          <Text size="sm" c="dimmed">
            {t("members.form.inviteNote")}
          </Text>
        )}
        <IdentityFields form={form} emailReadOnly={member !== null} />
        <RoleField form={form} scope="team" capabilities={me.capabilities} isSelf={isSelf} creating={!member} />
        {member && <StatusField form={form} />}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {member ? t("members.form.save") : t("members.form.sendInvite")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The changed fields only (the team screen does not change emails or companies). */
function updateBody(v: MemberFormValues, before: Member, withRole: boolean): UpdateMemberRequest {
  return {
    ...(v.name !== before.name ? { name: v.name } : {}),
    ...(v.phone !== (before.phone ?? "") ? { phone: v.phone } : {}),
    ...(withRole && v.role !== before.role ? { role: v.role } : {}),
    ...(v.status !== before.status ? { status: v.status } : {}),
  };
}

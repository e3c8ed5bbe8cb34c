import { Button, Group, Modal, Text } from "@mantine/core";
import type { Member } from "@payflow/contracts/team";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";
import { useDeleteMember } from "../api/delete-member";
import type { MemberScope } from "../api/list-members";

/** The confirmation before deleting someone's account, naming them. */
export function DeleteMemberModal({
  scope,
  member,
  onClose,
}: {
  scope: MemberScope;
  member: Member;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteMember(scope);
  const users = scope === "users";
  const params = { name: member.name, email: member.email };

  const onConfirm = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        toast.show({
          color: "teal",
          title: t(users ? "members.toast.userDeleted" : "members.toast.memberDeleted"),
          message: t(users ? "members.toast.userDeletedText" : "members.toast.memberDeletedText", params),
        });
        onClose();
      },
      onError: (e) =>
        toast.show({
          color: "red",
          title: t(users ? "members.toast.deleteUserFailed" : "members.toast.deleteMemberFailed"),
          message: errorMessage(t, e),
        }),
    });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(users ? "members.deleteDialog.userTitle" : "members.deleteDialog.memberTitle", params)}
      centered
    >
      <Text mb="lg">{t("members.deleteDialog.text", params)}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
          {t("common.cancel")}
        </Button>
        <Button color="red" loading={remove.isPending} onClick={onConfirm}>
          {t("members.deleteDialog.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}

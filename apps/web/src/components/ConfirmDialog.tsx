import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Asks before a destructive action; the confirm button shows the action's progress. */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Text mb="lg" style={{ overflowWrap: "anywhere" }}>
        {props.text}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t("common.cancel")}
        </Button>
        <Button color="red" loading={props.busy} onClick={props.onConfirm} data-autofocus>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

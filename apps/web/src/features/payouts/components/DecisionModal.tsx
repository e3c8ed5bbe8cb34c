import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";

/**
 * A decision on a payout or a batch (approve, refuse, cancel), confirmed here. The server's
 * refusal (cannotApproveOwnPayout…) shows in the modal. In live mode the server first asks the
 * approver to confirm it is them: the step-up dialog opens over this one, and the decision goes
 * through once they have (or shows the refusal if they cancel).
 */
export function DecisionModal(props: {
  opened: boolean;
  title: string;
  text: string;
  button: string;
  danger: boolean;
  pending: boolean;
  failure: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {props.opened && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            props.onConfirm();
          }}
        >
          <Stack>
            <Text style={{ overflowWrap: "anywhere" }}>{props.text}</Text>
            {props.failure !== null && (
              <Alert color="red" role="alert" data-testid="payout-action-error">
                {errorMessage(t, props.failure)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={props.onClose}>
                {t("payouts.actions.back")}
              </Button>
              <Button type="submit" color={props.danger ? "red" : undefined} loading={props.pending} data-autofocus>
                {props.button}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

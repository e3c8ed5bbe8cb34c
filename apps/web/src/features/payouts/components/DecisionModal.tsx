import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errors";

const CODE_ERRORS = ["twoFactorCodeRequired", "twoFactorCodeInvalid"];
const isCodeError = (error: unknown) => error instanceof ApiError && CODE_ERRORS.includes(error.code);

/**
 * A decision on a payout or a batch (approve, refuse, cancel), confirmed here. The server's
 * refusal (cannotApproveOwnPayout…) shows in the modal; when live mode asks for the approver's
 * two-factor code, a code field appears and stays until the modal closes.
 */
export function DecisionModal(props: {
  opened: boolean;
  title: string;
  text: string;
  button: string;
  danger: boolean;
  pending: boolean;
  failure: unknown;
  onConfirm: (code: string | undefined) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [askCode, setAskCode] = useState(false);
  useEffect(() => {
    if (props.opened) {
      setCode("");
      setAskCode(false);
    }
  }, [props.opened]);
  if (isCodeError(props.failure) && !askCode) setAskCode(true);
  const codeError = isCodeError(props.failure) ? errorMessage(t, props.failure) : undefined;

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {props.opened && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            props.onConfirm(askCode && code.trim() ? code.trim() : undefined);
          }}
        >
          <Stack>
            <Text style={{ overflowWrap: "anywhere" }}>{props.text}</Text>
            {props.failure !== null && !codeError && (
              <Alert color="red" role="alert" data-testid="payout-action-error">
                {errorMessage(t, props.failure)}
              </Alert>
            )}
            {askCode && (
              <TextInput
                label={t("payouts.actions.code")}
                description={t("payouts.actions.codeHint")}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={20}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={codeError}
                data-autofocus
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={props.onClose}>
                {t("payouts.actions.back")}
              </Button>
              <Button
                type="submit"
                color={props.danger ? "red" : undefined}
                loading={props.pending}
                data-autofocus={askCode ? undefined : true}
              >
                {props.button}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

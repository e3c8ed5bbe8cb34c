import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type Capability, hasCapability } from "@payflow/contracts/capabilities";
import { CANCELLABLE_PAYOUT_STATUSES } from "@payflow/contracts/payout-rules";
import type { Payout } from "@payflow/contracts/payouts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errors";
import { formatXof } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { useCancelPayout } from "../api/cancel-payout";
import { useDecidePayout } from "../api/decide-payout";
import { beneficiaryLine, payoutOperatorName } from "../status";

type Action = "approve" | "refuse" | "cancel";

const TEXTS = {
  approve: {
    title: "payouts.actions.approveTitle",
    text: "payouts.actions.approveText",
    button: "payouts.actions.approve",
    done: "payouts.actions.approved",
  },
  refuse: {
    title: "payouts.actions.refuseTitle",
    text: "payouts.actions.refuseText",
    button: "payouts.actions.refuse",
    done: "payouts.actions.refused",
  },
  cancel: {
    title: "payouts.actions.cancelTitle",
    text: "payouts.actions.cancelText",
    button: "payouts.actions.cancel",
    done: "payouts.actions.cancelled",
  },
} as const satisfies Record<Action, { title: string; text: string; button: string; done: string }>;

const CODE_ERRORS = ["twoFactorCodeRequired", "twoFactorCodeInvalid"];

/**
 * Approve / Refuse (approvePayouts, a payout waiting for approval) and Cancel (createPayouts,
 * before it is sent), each confirmed in a modal. The payout does not say who created it, so the
 * buttons show for one's own too and the server's refusal (cannotApproveOwnPayout) is shown in
 * the modal. Live mode may ask for the approver's two-factor code: the modal then asks for it.
 */
export function PayoutActions({ payout, held }: { payout: Payout; held: readonly Capability[] }) {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<Action | null>(null);
  const [code, setCode] = useState("");
  const [askCode, setAskCode] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const decide = useDecidePayout();
  const cancel = useCancelPayout();
  const mayDecide = hasCapability(held, "approvePayouts") && payout.status === "pending_approval";
  const mayCancel = hasCapability(held, "createPayouts") && CANCELLABLE_PAYOUT_STATUSES.includes(payout.status);
  if (!mayDecide && !mayCancel) return null;

  const start = (next: Action) => {
    setAction(next);
    setFailure(null);
    setAskCode(false);
    setCode("");
  };
  const close = () => setAction(null);
  const done = (a: Action) => {
    toast.show({ color: "teal", title: t(TEXTS[a].done), message: payout.id });
    close();
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && CODE_ERRORS.includes(error.code)) setAskCode(true);
    setFailure(error);
  };
  const confirm = () => {
    if (!action) return;
    setFailure(null);
    if (action === "cancel") cancel.mutate(payout.id, { onSuccess: () => done("cancel"), onError: failed });
    else
      decide.mutate(
        { id: payout.id, decision: action, ...(askCode && code.trim() ? { code: code.trim() } : {}) },
        { onSuccess: () => done(action), onError: failed },
      );
  };
  const codeError =
    failure instanceof ApiError && CODE_ERRORS.includes(failure.code) ? errorMessage(t, failure) : undefined;
  const texts = action ? TEXTS[action] : null;

  return (
    <>
      <Group gap="xs">
        {mayDecide && (
          <>
            <Button onClick={() => start("approve")}>{t("payouts.actions.approve")}</Button>
            <Button variant="default" onClick={() => start("refuse")}>
              {t("payouts.actions.refuse")}
            </Button>
          </>
        )}
        {mayCancel && (
          <Button variant="default" color="red" onClick={() => start("cancel")}>
            {t("payouts.actions.cancel")}
          </Button>
        )}
      </Group>
      <Modal opened={texts !== null} onClose={close} title={texts ? t(texts.title) : ""} centered>
        {texts && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              confirm();
            }}
          >
            <Stack>
              <Text style={{ overflowWrap: "anywhere" }}>
                {t(texts.text, {
                  amount: formatXof(payout.amount, i18n.language),
                  who: beneficiaryLine(payout),
                  operator: payoutOperatorName(t, payout.operator),
                })}
              </Text>
              {failure !== null && !codeError && (
                <Alert color="red" role="alert" data-testid="payout-action-error">
                  {errorMessage(t, failure)}
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
                <Button variant="default" onClick={close}>
                  {t("payouts.actions.back")}
                </Button>
                <Button
                  type="submit"
                  color={action === "approve" ? undefined : "red"}
                  loading={decide.isPending || cancel.isPending}
                  data-autofocus={askCode ? undefined : true}
                >
                  {t(texts.button)}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}

import "../batch-i18n";
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type Capability, hasCapability } from "@payflow/contracts/capabilities";
import type { Payout } from "@payflow/contracts/payouts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";
import { formatXof } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { useConfirmPayout } from "../api/bank-files";
import { beneficiaryLine } from "../status";

type Outcome = "succeeded" | "failed";

/**
 * A bank payout of a transfer file (processing): Confirm paid / Mark failed (approvePayouts),
 * each confirmed in a modal; a failure takes the bank's reason, and its money goes back to the
 * bank account's available balance.
 */
export function BankConfirmActions({ payout, held }: { payout: Payout; held: readonly Capability[] }) {
  const { t, i18n } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<unknown>(null);
  const confirm = useConfirmPayout();
  if (payout.operator !== "bank" || payout.status !== "processing" || !hasCapability(held, "approvePayouts"))
    return null;

  const start = (next: Outcome) => {
    setOutcome(next);
    setReason("");
    setFailure(null);
  };
  const close = () => setOutcome(null);
  const paid = outcome === "succeeded";
  const texts = { amount: formatXof(payout.amount, i18n.language), who: beneficiaryLine(payout) };
  const submit = () => {
    if (!outcome) return;
    setFailure(null);
    confirm.mutate(
      { id: payout.id, outcome, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          toast.show({
            color: "teal",
            title: t(paid ? "payouts.bank.confirmed" : "payouts.bank.markedFailed"),
            message: payout.id,
          });
          close();
        },
        onError: setFailure,
      },
    );
  };

  return (
    <>
      <Group gap="xs" data-testid="bank-confirm-actions">
        <Button onClick={() => start("succeeded")}>{t("payouts.bank.confirmPaid")}</Button>
        <Button variant="default" color="red" onClick={() => start("failed")}>
          {t("payouts.bank.markFailed")}
        </Button>
      </Group>
      <Modal
        opened={outcome !== null}
        onClose={close}
        title={t(paid ? "payouts.bank.confirmPaidTitle" : "payouts.bank.markFailedTitle")}
        centered
      >
        {outcome && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Stack>
              <Text style={{ overflowWrap: "anywhere" }}>
                {t(paid ? "payouts.bank.confirmPaidText" : "payouts.bank.markFailedText", texts)}
              </Text>
              {!paid && (
                <TextInput
                  label={t("payouts.bank.reason")}
                  maxLength={200}
                  value={reason}
                  onChange={(e) => setReason(e.currentTarget.value)}
                  data-autofocus
                />
              )}
              {failure !== null && (
                <Alert color="red" role="alert" data-testid="payout-action-error">
                  {errorMessage(t, failure)}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t("payouts.actions.back")}
                </Button>
                <Button
                  type="submit"
                  color={paid ? undefined : "red"}
                  loading={confirm.isPending}
                  data-autofocus={paid ? true : undefined}
                >
                  {t(paid ? "payouts.bank.confirmPaid" : "payouts.bank.markFailed")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}

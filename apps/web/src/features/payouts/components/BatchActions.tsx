import { Button, Group } from "@mantine/core";
import { type Capability, hasCapability } from "@payflow/contracts/capabilities";
import type { PayoutBatch } from "@payflow/contracts/payout-batches";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { type BatchDecision, useDecideBatch } from "../api/batches";
import { DecisionModal } from "./DecisionModal";

/**
 * Approve / Refuse a batch waiting for approval (approvePayouts), as a whole, confirmed in the
 * same modal as a single payout's (its creator refused by the server, a step-up asked in live mode).
 */
export function BatchActions({ batch, held, meId }: { batch: PayoutBatch; held: readonly Capability[]; meId: string }) {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<BatchDecision | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const decide = useDecideBatch();
  // Its creator may not approve it (the server refuses): no buttons for them.
  if (!hasCapability(held, "approvePayouts") || batch.status !== "pending_approval" || batch.createdBy === meId)
    return null;

  const start = (next: BatchDecision) => {
    setAction(next);
    setFailure(null);
  };
  const close = () => setAction(null);
  const confirm = () => {
    if (!action) return;
    setFailure(null);
    decide.mutate(
      { id: batch.id, decision: action },
      {
        onSuccess: () => {
          toast.show({
            color: "teal",
            title: t(action === "approve" ? "payoutBatches.actions.approved" : "payoutBatches.actions.refused"),
            message: batch.id,
          });
          close();
        },
        onError: setFailure,
      },
    );
  };
  const values = {
    count: batch.lineCount.toLocaleString(i18n.language),
    amount: formatXof(batch.totalAmount, i18n.language),
    fee: formatXof(batch.totalFee, i18n.language),
  };

  return (
    <>
      <Group gap="xs">
        <Button onClick={() => start("approve")}>{t("payouts.actions.approve")}</Button>
        <Button variant="default" onClick={() => start("refuse")}>
          {t("payouts.actions.refuse")}
        </Button>
      </Group>
      <DecisionModal
        opened={action !== null}
        title={
          action === "approve"
            ? t("payoutBatches.actions.approveTitle")
            : action === "refuse"
              ? t("payoutBatches.actions.refuseTitle")
              : ""
        }
        text={
          action === "approve"
            ? t("payoutBatches.actions.approveText", values)
            : action === "refuse"
              ? t("payoutBatches.actions.refuseText", values)
              : ""
        }
        button={t(action === "refuse" ? "payouts.actions.refuse" : "payouts.actions.approve")}
        danger={action === "refuse"}
        pending={decide.isPending}
        failure={failure}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}

import { Button, Group } from "@mantine/core";
import { type Capability, hasCapability } from "@payflow/contracts/capabilities";
import { CANCELLABLE_PAYOUT_STATUSES, payoutReversible } from "@payflow/contracts/payout-rules";
import type { Payout } from "@payflow/contracts/payouts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { useCancelPayout } from "../api/cancel-payout";
import { useDecidePayout } from "../api/decide-payout";
import { useReversePayout } from "../api/reverse-payout";
import { beneficiaryLine, payoutOperatorName } from "../status";
import { DecisionModal } from "./DecisionModal";

type Action = "approve" | "refuse" | "cancel" | "reverse";

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
  reverse: {
    title: "payouts.actions.reverseTitle",
    text: "payouts.actions.reverseText",
    button: "payouts.actions.reverse",
    done: "payouts.actions.reversed",
  },
} as const satisfies Record<Action, { title: string; text: string; button: string; done: string }>;

/**
 * Approve / Refuse (approvePayouts, a payout waiting for approval), Cancel (createPayouts,
 * before it is sent) and Take back (approvePayouts, a Wave payout within its 3 days), each
 * confirmed in a modal. Its creator sees no Approve / Refuse: the server
 * refuses them theirs (cannotApproveOwnPayout), which the modal still shows if it ever comes. In
 * live mode a decision asks the approver to confirm it is them first (the step-up dialog, over this one).
 */
export function PayoutActions({ payout, held, meId }: { payout: Payout; held: readonly Capability[]; meId: string }) {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<Action | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const decide = useDecidePayout();
  const cancel = useCancelPayout();
  const reverse = useReversePayout();
  // A batch's lines are approved with their batch.
  const mayDecide =
    hasCapability(held, "approvePayouts") &&
    payout.status === "pending_approval" &&
    payout.createdBy !== meId &&
    payout.batch === null;
  // A refund's payout goes through: its payer is owed the money.
  const mayCancel =
    hasCapability(held, "createPayouts") && CANCELLABLE_PAYOUT_STATUSES.includes(payout.status) && !payout.refund;
  // The server's own rule (docs/PAYOUTS.md § Reversal): a Wave payout within its window, not a refund's.
  const mayReverse =
    hasCapability(held, "approvePayouts") &&
    payoutReversible({ ...payout, completedAt: payout.completedAt ? new Date(payout.completedAt) : null });
  if (!mayDecide && !mayCancel && !mayReverse) return null;

  const start = (next: Action) => {
    setAction(next);
    setFailure(null);
  };
  const close = () => setAction(null);
  const done = (a: Action) => {
    toast.show({ color: "teal", title: t(TEXTS[a].done), message: payout.id });
    close();
  };
  const confirm = () => {
    if (!action) return;
    setFailure(null);
    if (action === "cancel") cancel.mutate(payout.id, { onSuccess: () => done("cancel"), onError: setFailure });
    else if (action === "reverse") reverse.mutate(payout.id, { onSuccess: () => done("reverse"), onError: setFailure });
    else decide.mutate({ id: payout.id, decision: action }, { onSuccess: () => done(action), onError: setFailure });
  };
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
        {mayReverse && (
          <Button variant="default" color="red" onClick={() => start("reverse")}>
            {t("payouts.actions.reverse")}
          </Button>
        )}
      </Group>
      <DecisionModal
        opened={texts !== null}
        title={texts ? t(texts.title) : ""}
        text={
          texts
            ? t(texts.text, {
                amount: formatXof(payout.amount, i18n.language),
                who: beneficiaryLine(payout),
                operator: payoutOperatorName(t, payout.operator),
              })
            : ""
        }
        button={texts ? t(texts.button) : ""}
        danger={action !== "approve"}
        pending={decide.isPending || cancel.isPending || reverse.isPending}
        failure={failure}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}

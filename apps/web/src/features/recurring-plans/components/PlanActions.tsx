import "../i18n";
import { Alert, Button, Group, Text } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import type { RecurringPlanDetail } from "@payflow/contracts/recurring-plans";
import { IconClockPlay, IconPlayerPause, IconPlayerPlay, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { holdsAny, useHeldCapabilities } from "../../../lib/capabilities";
import { errorMessage } from "../../../lib/errors";
import { formatDay } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { type PlanAction, usePlanAction } from "../api/plan-action";

/** Whoever may bill (usePOS) may act on a plan; the others only read it. */
function useCanAct(): boolean {
  return holdsAny(useHeldCapabilities(useOutletContext<Me>()), "usePOS");
}

/** Runs an action on the plan, with its toast once done and the server's reason when refused. */
function useRun() {
  const { t } = useTranslation();
  const action = usePlanAction();
  const run = (
    id: string,
    which: PlanAction,
    done: (saved: RecurringPlanDetail) => [string, string],
    after?: () => void,
  ) =>
    action.mutate(
      { id, action: which },
      {
        onSuccess: (saved) => {
          after?.();
          const [title, message] = done(saved);
          toast.show({ color: "teal", title, message });
        },
        onError: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
      },
    );
  return { run, busy: action.isPending, which: action.variables?.action };
}

/** Pause, resume, cancel (confirmed first: it cannot be undone). */
export function PlanActions({ plan }: { plan: RecurringPlanDetail }) {
  const { t } = useTranslation();
  const canAct = useCanAct();
  const [confirming, setConfirming] = useState(false);
  const { run, busy, which } = useRun();
  if (!canAct || plan.status === "cancelled" || plan.status === "ended") return null;
  const words = (key: "paused" | "resumed" | "cancelled") => (): [string, string] => [
    t(`recurringPlans.detail.${key}`),
    t(`recurringPlans.detail.${key}Text`),
  ];
  return (
    <Group gap="xs">
      {plan.status === "active" ? (
        <Button
          variant="default"
          leftSection={<IconPlayerPause size={16} aria-hidden />}
          loading={busy && which === "pause"}
          onClick={() => run(plan.id, "pause", words("paused"))}
        >
          {t("recurringPlans.detail.pause")}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={busy && which === "resume"}
          onClick={() => run(plan.id, "resume", words("resumed"))}
        >
          {t("recurringPlans.detail.resume")}
        </Button>
      )}
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {t("recurringPlans.detail.cancel")}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t("recurringPlans.detail.cancelTitle")}
        text={t("recurringPlans.detail.cancelText", { client: plan.clientName })}
        confirmLabel={t("recurringPlans.detail.cancelConfirm")}
        busy={busy && which === "cancel"}
        onConfirm={() => run(plan.id, "cancel", words("cancelled"), () => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}

/** Test mode only: the next cycle issued now as on its date, to see a month ahead without waiting. */
export function TestClock({ plan }: { plan: RecurringPlanDetail }) {
  const { t, i18n } = useTranslation();
  const canAct = useCanAct();
  const { run, busy } = useRun();
  if (!canAct || plan.status !== "active" || !plan.nextCycleDate) return null;
  const date = formatDay(plan.nextCycleDate, i18n.language);
  return (
    <Alert color="orange" variant="light" title={t("recurringPlans.detail.testClock")} data-testid="plan-test-clock">
      <Text size="sm" mb="sm">
        {t("recurringPlans.detail.testClockText")}
      </Text>
      <Button
        variant="light"
        color="orange"
        leftSection={<IconClockPlay size={16} aria-hidden />}
        loading={busy}
        onClick={() =>
          run(plan.id, "advance-test-clock", () => [
            t("recurringPlans.detail.advanced"),
            t("recurringPlans.detail.advancedText", { date }),
          ])
        }
      >
        {t("recurringPlans.detail.advance")}
      </Button>
    </Alert>
  );
}

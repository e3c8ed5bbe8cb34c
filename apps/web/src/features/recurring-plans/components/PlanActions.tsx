import "../i18n";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import type { RecurringPlanDetail } from "@payflow/contracts/recurring-plans";
import { IconClockPlay, IconPencil, IconPlayerPause, IconPlayerPlay, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorMessage } from "../../../lib/errors";
import { formatDay } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { type PlanAction, usePlanAction } from "../api/plan-action";
import { useCanBill } from "../use-can-bill";

type Done = "paused" | "resumed" | "cancelled" | "advanced";

/** Runs an action on the plan, with its toast once done and the server's reason when refused. */
function useRun(plan: RecurringPlanDetail) {
  const { t } = useTranslation();
  const action = usePlanAction();
  const run = (which: PlanAction, done: Done, date = "", after?: () => void) =>
    action.mutate(
      { id: plan.id, action: which },
      {
        onSuccess: () => {
          after?.();
          const message = t(`recurringPlans.detail.${done}Text`, { date });
          toast.show({ color: "teal", title: t(`recurringPlans.detail.${done}`), message });
        },
        onError: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
      },
    );
  const busy = (which: PlanAction) => action.isPending && action.variables?.action === which;
  return { run, busy };
}

/** Change, pause or resume, and cancel (confirmed first: it cannot be undone), for whoever may bill. */
export function PlanActions({ plan }: { plan: RecurringPlanDetail }) {
  const { t } = useTranslation();
  const canAct = useCanBill();
  const [confirming, setConfirming] = useState(false);
  const { run, busy } = useRun(plan);
  if (!canAct || plan.status === "cancelled" || plan.status === "ended") return null;
  const active = plan.status === "active";
  const Icon = active ? IconPlayerPause : IconPlayerPlay;
  const toggle = () => (active ? run("pause", "paused") : run("resume", "resumed"));
  const d = "recurringPlans.detail";
  const dialog = {
    opened: confirming,
    title: t(`${d}.cancelTitle`),
    text: t(`${d}.cancelText`, { client: plan.clientName }),
    confirmLabel: t(`${d}.cancelConfirm`),
    busy: busy("cancel"),
    onConfirm: () => run("cancel", "cancelled", "", () => setConfirming(false)),
    onClose: () => setConfirming(false),
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        component={Link}
        to={`/dashboard/recurring-plans/${encodeURIComponent(plan.id)}/edit`}
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        {t(`${d}.edit`)}
      </Button>
      <Button
        variant="default"
        leftSection={<Icon size={16} aria-hidden />}
        loading={busy("pause") || busy("resume")}
        onClick={toggle}
      >
        {t(active ? `${d}.pause` : `${d}.resume`)}
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {t(`${d}.cancel`)}
      </Button>
      <ConfirmDialog {...dialog} />
    </Group>
  );
}

/** Test mode only: the next cycle issued now as on its date, to see a month ahead without waiting. */
export function TestClock({ plan }: { plan: RecurringPlanDetail }) {
  const { t, i18n } = useTranslation();
  const canAct = useCanBill();
  const { run, busy } = useRun(plan);
  if (!canAct || plan.status !== "active" || !plan.nextCycleDate) return null;
  const date = formatDay(plan.nextCycleDate, i18n.language);
  const advance = () => run("advance-test-clock", "advanced", date);
  return (
    <Alert color="orange" variant="light" title={t("recurringPlans.detail.testClock")} data-testid="plan-test-clock">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t("recurringPlans.detail.testClockText")}</Text>
        <Button
          variant="default"
          leftSection={<IconClockPlay size={16} aria-hidden />}
          loading={busy("advance-test-clock")}
          onClick={advance}
        >
          {t("recurringPlans.detail.advance")}
        </Button>
      </Stack>
    </Alert>
  );
}

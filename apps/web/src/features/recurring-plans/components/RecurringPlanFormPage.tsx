import "../i18n";
import "../i18n-form";
import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { DEFAULT_REMINDER_SCHEDULE } from "@payflow/contracts/invoice-reminders";
import type { RecurringPlanDetail } from "@payflow/contracts/recurring-plans";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { ApiError } from "../../../lib/api";
import { useFieldForm } from "../../../lib/form";
import { useModeKey } from "../../../lib/test-mode";
import { toast } from "../../../lib/toast";
import { ReminderFields } from "../../invoices";
import { useCreateRecurringPlan } from "../api/create-recurring-plan";
import { recurringPlanQuery } from "../api/recurring-plan";
import { useUpdateRecurringPlan } from "../api/update-recurring-plan";
import {
  emptyPlan,
  liveTotals,
  type PlanFormValues,
  planFormRules,
  planFormValues,
  planRequest,
  planUpdateRequest,
  todayUtc,
} from "../form-values";
import { ClientSection } from "./ClientSection";
import { useNumberField } from "./FormParts";
import { PlanLines } from "./PlanLines";
import { PlanScreen } from "./PlanScreen";
import { firstDueDate } from "./SchedulePreview";
import { ScheduleSection } from "./ScheduleSection";

const planPath = (id: string) => `/dashboard/recurring-plans/${encodeURIComponent(id)}`;

/** /dashboard/recurring-plans/new and /dashboard/recurring-plans/:id/edit (usePOS). */
export function RecurringPlanFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const title = t(id ? "planForm.editTitle" : "planForm.title");
  return (
    <PlanScreen section={title} capability="usePOS">
      <Title order={1} size="h2">
        {title}
      </Title>
      {id ? <EditPlan id={id} /> : <PlanForm plan={null} />}
    </PlanScreen>
  );
}

function EditPlan({ id }: { id: string }) {
  const { t } = useTranslation();
  const plan = useQuery({ ...recurringPlanQuery(useModeKey(), id), refetchOnWindowFocus: false });
  if (plan.isPending || plan.error) return <QueryStatus isPending={plan.isPending} error={plan.error} />;
  if (plan.data.status === "ended" || plan.data.status === "cancelled")
    return <Alert color="gray">{t("planForm.notEditable")}</Alert>;
  return <PlanForm plan={plan.data} />;
}

/** A server refusal's field as the form names it: a custom interval's refusal goes to its count. */
const formField = (field: string | undefined) => (field === "customEvery" ? "customEvery.count" : field);

/** Makes a plan (plan = null) or changes one's next cycles; a refusal shows at its field, nothing typed is lost. */
function PlanForm({ plan }: { plan: RecurringPlanDetail | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = todayUtc();
  // A plan's start is fixed once made: only a new one must start today or later.
  const rules = useMemo(() => planFormRules(plan ? null : today), [plan, today]);
  const form = useFieldForm<PlanFormValues>(
    plan ? planFormValues(plan) : emptyPlan(DEFAULT_REMINDER_SCHEDULE, today),
    rules,
  );
  const number = useNumberField(form);
  const create = useCreateRecurringPlan();
  const update = useUpdateRecurringPlan();
  const live = liveTotals(form.values);

  const done = (title: string, message: string) => (saved: RecurringPlanDetail) => {
    toast.show({ color: "teal", title, message });
    navigate(planPath(saved.id));
  };
  // The refusal goes to the field it names ("lines.0.unitPrice", "startDate"); what was typed stays.
  const onError = (e: unknown) => form.fail(e, e instanceof ApiError ? formField(e.field) : undefined);
  const onSubmit = form.submit(
    (values) =>
      plan
        ? update.mutate(
            { id: plan.id, body: planUpdateRequest(values) },
            { onSuccess: done(t("planForm.saved"), t("planForm.savedText")), onError },
          )
        : create.mutate(planRequest(values), {
            onSuccess: (saved) =>
              done(t("planForm.created"), t("planForm.createdText", { client: saved.clientName }))(saved),
            onError,
          }),
    { focus: true },
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="recurring-plan-form">
      <Stack gap="md">
        <ClientSection form={form} fixed={plan !== null} />
        <PlanLines form={form} number={number} live={live} />
        <ScheduleSection form={form} number={number} fixed={plan !== null} />
        <ReminderFields form={form} dueDate={firstDueDate(form.values)} plan />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={plan ? planPath(plan.id) : "/dashboard/recurring-plans"}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t(plan ? "planForm.save" : "planForm.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

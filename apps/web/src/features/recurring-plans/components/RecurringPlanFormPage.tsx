import "../i18n";
import "../i18n-form";
import { Button, Group, Stack, Title } from "@mantine/core";
import { DEFAULT_REMINDER_SCHEDULE } from "@payflow/contracts/invoice-reminders";
import type { RecurringPlanDetail } from "@payflow/contracts/recurring-plans";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { ReminderFields } from "../../invoices";
import { useCreateRecurringPlan } from "../api/create-recurring-plan";
import { emptyPlan, liveTotals, type PlanFormValues, planFormRules, planRequest, todayUtc } from "../form-values";
import { ClientSection } from "./ClientSection";
import { useNumberField } from "./FormParts";
import { PlanLines } from "./PlanLines";
import { PlanScreen } from "./PlanScreen";
import { firstDueDate } from "./SchedulePreview";
import { ScheduleSection } from "./ScheduleSection";

/** /dashboard/recurring-plans/new (usePOS). */
export function RecurringPlanFormPage() {
  const title = useTranslation().t("planForm.title");
  return (
    <PlanScreen section={title} capability="usePOS">
      <Title order={1} size="h2">
        {title}
      </Title>
      <PlanForm />
    </PlanScreen>
  );
}

/** A server refusal's field as the form names it: a custom interval's refusal goes to its count. */
const formField = (field: string | undefined) => (field === "customEvery" ? "customEvery.count" : field);

function PlanForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = todayUtc();
  const rules = useMemo(() => planFormRules(today), [today]);
  const form = useFieldForm<PlanFormValues>(emptyPlan(DEFAULT_REMINDER_SCHEDULE, today), rules);
  const number = useNumberField(form);
  const create = useCreateRecurringPlan();
  const live = liveTotals(form.values);

  const onSubmit = form.submit(
    (values) =>
      create.mutate(planRequest(values), {
        onSuccess: (saved: RecurringPlanDetail) => {
          toast.show({
            color: "teal",
            title: t("planForm.created"),
            message: t("planForm.createdText", { client: saved.clientName }),
          });
          navigate(`/dashboard/recurring-plans/${encodeURIComponent(saved.id)}`);
        },
        // The refusal goes to the field it names ("lines.0.unitPrice", "startDate"); what was typed stays.
        onError: (e) => form.fail(e, e instanceof ApiError ? formField(e.field) : undefined),
      }),
    { focus: true },
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="recurring-plan-form">
      <Stack gap="md">
        <ClientSection form={form} />
        <PlanLines form={form} number={number} live={live} />
        <ScheduleSection form={form} number={number} />
        <ReminderFields form={form} dueDate={firstDueDate(form.values)} plan />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/dashboard/recurring-plans">
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t("planForm.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

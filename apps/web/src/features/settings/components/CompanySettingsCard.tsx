import { Button, Group, NumberInput, Paper, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications as toast } from "@mantine/notifications";
import type { CompanySettings } from "@payflow/contracts/settings";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errors";
import { useCompanySettings, useSaveCompanySettings } from "../api/settings";

type Field = "companyName" | "commissionPercent" | "paymentDelayDays";

export function CompanySettingsCard() {
  const { data, isPending, error } = useCompanySettings(true);
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="company-settings">
      <Stack>
        <div>
          <Title order={2} size="h4" id="company-settings">
            {t("settings.company")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("settings.companyIntro")}
          </Text>
        </div>
        {isPending && <Skeleton h={180} />}
        {error && <Text c="red">{errorMessage(t, error)}</Text>}
        {data && <CompanyForm initial={data} />}
      </Stack>
    </Paper>
  );
}

function CompanyForm({ initial }: { initial: CompanySettings }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    companyName: initial.companyName,
    commissionPercent: initial.commissionPercent as number | string,
    paymentDelayDays: initial.paymentDelayDays as number | string,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveCompanySettings();
  const set = (key: Field, value: string | number) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const commission = Number(form.commissionPercent);
    const delay = Number(form.paymentDelayDays);
    if (!form.companyName.trim()) return setErrors({ companyName: t("errors.companyRequired") });
    if (form.commissionPercent === "" || !(commission >= 0 && commission <= 100)) {
      return setErrors({ commissionPercent: t("errors.commissionInvalid") });
    }
    if (form.paymentDelayDays === "" || !Number.isInteger(delay) || delay < 0 || delay > 90) {
      return setErrors({ paymentDelayDays: t("errors.paymentDelayInvalid") });
    }
    save.mutate(
      { companyName: form.companyName, commissionPercent: commission, paymentDelayDays: delay },
      {
        onSuccess: () => toast.show({ color: "teal", message: t("settings.saved") }),
        onError: (e) => {
          if (e instanceof ApiError && e.field && e.field in form) setErrors({ [e.field]: t(`errors.${e.code}`) });
          else toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t("settings.companyName")}
          value={form.companyName}
          onChange={(e) => set("companyName", e.currentTarget.value)}
          error={errors.companyName}
          maxLength={120}
          required
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t("settings.commission")}
            description={t("settings.commissionHint")}
            value={form.commissionPercent}
            onChange={(v) => set("commissionPercent", v)}
            error={errors.commissionPercent}
            min={0}
            max={100}
            step={0.1}
            decimalScale={2}
            decimalSeparator=","
            required
          />
          <NumberInput
            label={t("settings.paymentDelay")}
            description={t("settings.paymentDelayHint")}
            value={form.paymentDelayDays}
            onChange={(v) => set("paymentDelayDays", v)}
            error={errors.paymentDelayDays}
            min={0}
            max={90}
            allowDecimal={false}
            required
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

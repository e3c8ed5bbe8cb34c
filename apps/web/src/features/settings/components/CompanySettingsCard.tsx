import { Button, Group, NumberInput, Stack, TextInput } from "@mantine/core";
import type { CompanySettings } from "@payflow/contracts/settings";
import type { FieldError } from "@payflow/contracts/validation";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFieldForm } from "../../../lib/form";
import { numberInputSeparators } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { companySettingsQuery } from "../api/company-settings";
import { useSaveCompanySettings } from "../api/save-company-settings";
import { SettingsSection } from "./SettingsSection";

export function CompanySettingsCard() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="company-settings"
      title={t("settings.company")}
      intro={t("settings.companyIntro")}
      query={useQuery(companySettingsQuery())}
      skeletonHeight={180}
    >
      {(data) => <CompanyForm initial={data} />}
    </SettingsSection>
  );
}

type Form = {
  companyName: string;
  commissionPercent: number | string;
  paymentDelayDays: number | string;
  logoUrl: string;
};

/** The contract's rule: a whole number of basis points (2.5 % is 250). */
const hasTwoDecimalsAtMost = (percent: number) => Number.isInteger(Math.round(percent * 100 * 1e6) / 1e6);

/** The settings' checks, in the form's order; the server applies the same ones. */
function firstSettingsError(v: Form): FieldError<keyof Form> | null {
  const commission = Number(v.commissionPercent);
  const delay = Number(v.paymentDelayDays);
  if (!v.companyName.trim()) return { field: "companyName", code: "companyRequired" };
  if (v.commissionPercent === "" || !(commission >= 0 && commission <= 100) || !hasTwoDecimalsAtMost(commission)) {
    return { field: "commissionPercent", code: "commissionInvalid" };
  }
  if (v.paymentDelayDays === "" || !Number.isInteger(delay) || delay < 0 || delay > 90) {
    return { field: "paymentDelayDays", code: "paymentDelayInvalid" };
  }
  if (v.logoUrl.trim() && !/^https:\/\/[^\s]+$/i.test(v.logoUrl.trim()))
    return { field: "logoUrl", code: "logoUrlInvalid" };
  return null;
}

// Mantine clamps to min/max on blur, and its decimal and sign options cut what is typed or
// pasted (-3 became 0, 150 became 100, 1.5 became 1): a value out of range is an error at its
// field instead, checked before anything is sent.
const keepsWhatWasTyped = { clampBehavior: "none" } as const;

function CompanyForm({ initial }: { initial: CompanySettings }) {
  const { t, i18n } = useTranslation();
  const form = useFieldForm<Form>(
    {
      companyName: initial.companyName,
      commissionPercent: initial.commissionPercent,
      paymentDelayDays: initial.paymentDelayDays,
      logoUrl: initial.logoUrl ?? "",
    },
    (v) => [firstSettingsError(v)],
  );
  const save = useSaveCompanySettings();

  const submit = form.submit((v) => {
    const body = {
      companyName: v.companyName,
      commissionPercent: Number(v.commissionPercent),
      paymentDelayDays: Number(v.paymentDelayDays),
      logoUrl: v.logoUrl.trim() || null,
    };
    save.mutate(body, {
      onSuccess: () => toast.show({ color: "teal", message: t("settings.saved") }),
      onError: (e) => form.fail(e),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t("settings.companyName")} maxLength={120} required {...form.bind("companyName")} />
        <Group grow align="flex-start">
          <NumberInput
            label={t("settings.commission")}
            description={t("settings.commissionHint")}
            value={form.values.commissionPercent}
            onChange={(v) => form.set("commissionPercent", v)}
            error={form.errors.commissionPercent}
            min={0}
            max={100}
            step={0.1}
            {...keepsWhatWasTyped}
            decimalSeparator={numberInputSeparators(i18n.language).decimalSeparator}
            required
          />
          <NumberInput
            label={t("settings.paymentDelay")}
            description={t("settings.paymentDelayHint")}
            value={form.values.paymentDelayDays}
            onChange={(v) => form.set("paymentDelayDays", v)}
            error={form.errors.paymentDelayDays}
            min={0}
            max={90}
            {...keepsWhatWasTyped}
            required
          />
        </Group>
        <TextInput
          label={t("settings.logoUrl")}
          description={t("settings.logoUrlHint")}
          type="url"
          maxLength={2048}
          {...form.bind("logoUrl")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

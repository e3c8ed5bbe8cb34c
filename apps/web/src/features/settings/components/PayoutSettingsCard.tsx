import { Button, Group, NumberInput, Select, SimpleGrid, Stack } from "@mantine/core";
import { BANK_FILE_FORMAT_BANKS, BANK_FILE_FORMATS, type BankFileFormat } from "@payflow/contracts/payout-rules";
import { DEFAULT_PAYOUT_SETTINGS, type PayoutSettings } from "@payflow/contracts/payouts";
import type { FieldError } from "@payflow/contracts/validation";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFieldForm } from "../../../lib/form";
import { numberInputSeparators } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { payoutSettingsQuery, useSavePayoutSettings } from "../api/payout-settings";
import { SettingsSection } from "./SettingsSection";

const FIELDS = ["approvalThreshold", "perPayoutLimit", "perBeneficiaryDailyLimit", "companyDailyLimit"] as const;
type Field = (typeof FIELDS)[number];
type Form = Record<Field, number | string> & { bankFileFormat: BankFileFormat };

/** The contract's rule (PayoutSettings): a whole number of XOF from 0 to 1 000 000 000. */
function formErrors(v: Form): (FieldError<Field> | null)[] {
  return FIELDS.map((field) => {
    const n = Number(v[field]);
    return v[field] === "" || !Number.isInteger(n) || n < 0 || n > 1_000_000_000
      ? { field, code: "payoutLimitInvalid" }
      : null;
  });
}

/**
 * Settings › Payouts (docs/PAYOUTS.md § Money rules): the approval threshold above which a second
 * person approves, the limits per payout, per beneficiary per day and per company per day, and
 * the layout of the bank payouts' transfer file (the company's bank, § Bank payouts).
 */
export function PayoutSettingsCard() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="payout-settings"
      title={t("settings.payouts.title")}
      intro={t("settings.payouts.intro")}
      query={useQuery(payoutSettingsQuery())}
      skeletonHeight={160}
    >
      {(data) => <PayoutSettingsForm initial={data} />}
    </SettingsSection>
  );
}

function PayoutSettingsForm({ initial }: { initial: PayoutSettings }) {
  const { t, i18n } = useTranslation();
  const form = useFieldForm<Form>({ ...DEFAULT_PAYOUT_SETTINGS, ...initial }, formErrors);
  const save = useSavePayoutSettings();
  const submit = form.submit((v) =>
    save.mutate(
      {
        approvalThreshold: Number(v.approvalThreshold),
        perPayoutLimit: Number(v.perPayoutLimit),
        perBeneficiaryDailyLimit: Number(v.perBeneficiaryDailyLimit),
        companyDailyLimit: Number(v.companyDailyLimit),
        bankFileFormat: v.bankFileFormat,
      },
      {
        onSuccess: () => toast.show({ color: "teal", message: t("settings.saved") }),
        onError: (e) => form.fail(e),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((field) => (
            <NumberInput
              key={field}
              label={t(`settings.payouts.${field}`)}
              description={t(`settings.payouts.hints.${field}`)}
              value={form.values[field]}
              onChange={(value) => form.set(field, value)}
              error={form.errors[field]}
              allowDecimal={false}
              clampBehavior="none"
              thousandSeparator={numberInputSeparators(i18n.language).thousandSeparator}
              required
            />
          ))}
        </SimpleGrid>
        <Select
          label={t("settings.payouts.bankFileFormat")}
          description={t("settings.payouts.bankFileFormatHint")}
          data={BANK_FILE_FORMATS.map((f) => ({
            value: f,
            label: f === "generic" ? t("settings.payouts.bankFileGeneric") : BANK_FILE_FORMAT_BANKS[f],
          }))}
          value={form.values.bankFileFormat}
          onChange={(value) => value && form.set("bankFileFormat", value as BankFileFormat)}
          allowDeselect={false}
          maw={360}
          data-testid="bank-file-format"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset({ ...DEFAULT_PAYOUT_SETTINGS })}>
            {t("settings.accounting.defaults")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import "../i18n-payout-rules";
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import { BANK_FILE_FORMAT_BANKS, BANK_FILE_FORMATS, type BankFileFormat } from "@payflow/contracts/payout-rules";
import type { PayoutSettingsState } from "@payflow/contracts/payout-settings";
import { DEFAULT_PAYOUT_SETTINGS } from "@payflow/contracts/payouts";
import type { Me } from "@payflow/contracts/profile";
import type { FieldError } from "@payflow/contracts/validation";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { useHeldCapabilities } from "../../../lib/capabilities";
import { useFieldForm } from "../../../lib/form";
import { numberInputSeparators } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { payoutSettingsQuery, useSavePayoutSettings } from "../api/payout-settings";
import { PayoutRulesProposal } from "./PayoutRulesProposal";
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
 * the layout of the bank payouts' transfer file (the company's bank, § Bank payouts). A change
 * that loosens them beyond the bound waits for a second approver (§ Four eyes on the rules): the
 * card shows it above the form, the rules in force in the form.
 */
export function PayoutSettingsCard() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  // Changing, confirming and rejecting need approvePayouts besides manageSettings, in this mode.
  const approver = hasCapability(useHeldCapabilities(me), "approvePayouts");
  return (
    <SettingsSection
      id="payout-settings"
      title={t("settings.payouts.title")}
      intro={t("settings.payouts.intro")}
      query={useQuery(payoutSettingsQuery())}
      skeletonHeight={160}
    >
      {(data) => (
        <>
          {data.proposal && (
            <PayoutRulesProposal state={{ ...data, proposal: data.proposal }} me={me} mayDecide={approver} />
          )}
          {/* Shown anew when the rules in force change (a confirmation), not while typing. */}
          <PayoutSettingsForm key={JSON.stringify(valuesOf(data))} initial={data} approver={approver} />
        </>
      )}
    </SettingsSection>
  );
}

/** The form's values: the rules in force. */
const valuesOf = (s: PayoutSettingsState): Form => ({
  approvalThreshold: s.approvalThreshold,
  perPayoutLimit: s.perPayoutLimit,
  perBeneficiaryDailyLimit: s.perBeneficiaryDailyLimit,
  companyDailyLimit: s.companyDailyLimit,
  bankFileFormat: s.bankFileFormat,
});

function PayoutSettingsForm({ initial, approver }: { initial: PayoutSettingsState; approver: boolean }) {
  const { t, i18n } = useTranslation();
  const form = useFieldForm<Form>({ ...DEFAULT_PAYOUT_SETTINGS, ...valuesOf(initial) }, formErrors);
  const save = useSavePayoutSettings();
  // Said until the next save: the change just saved waits for a second approver.
  const [proposed, setProposed] = useState(false);
  const submit = form.submit((v) => {
    setProposed(false);
    save.mutate(
      {
        approvalThreshold: Number(v.approvalThreshold),
        perPayoutLimit: Number(v.perPayoutLimit),
        perBeneficiaryDailyLimit: Number(v.perBeneficiaryDailyLimit),
        companyDailyLimit: Number(v.companyDailyLimit),
        bankFileFormat: v.bankFileFormat,
      },
      {
        onSuccess: (answer) => {
          // A new proposal: the rules in force are unchanged, and the form shows them again.
          if (answer.proposal && answer.proposal.proposedAt !== initial.proposal?.proposedAt) {
            form.reset(valuesOf(answer));
            setProposed(true);
          } else toast.show({ color: "teal", message: t("settings.saved") });
        },
        onError: (e) => form.fail(e),
      },
    );
  });
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
        <Text size="sm" c="dimmed">
          {approver ? t("payoutRules.bound") : t("payoutRules.approverOnly")}
        </Text>
        {proposed && (
          <Alert color="yellow" role="status">
            {t("payoutRules.waiting")}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset({ ...DEFAULT_PAYOUT_SETTINGS })}>
            {t("settings.accounting.defaults")}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!approver}>
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

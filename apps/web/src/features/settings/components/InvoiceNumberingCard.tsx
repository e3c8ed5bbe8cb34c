import "../i18n-invoicing";
import { Button, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import {
  formatInvoiceNumber,
  type InvoiceNumbering,
  invoiceNumberPrefixError,
} from "@payflow/contracts/invoice-lifecycle";
import type { InvoicingSettings } from "@payflow/contracts/invoicing-settings";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { invoicingSettingsQuery } from "../api/invoicing-settings";
import { useSaveInvoiceNumbering } from "../api/save-invoice-numbering";
import { SettingsSection } from "./SettingsSection";

/**
 * Settings › the invoices' numbering (docs/INVOICES.md § Numbering): the prefix and a yearly or
 * running sequence, with the number the next live invoice would get under what is typed.
 */
export function InvoiceNumberingCard() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="invoice-numbering"
      title={t("invoicing.numbering.title")}
      intro={t("invoicing.numbering.intro")}
      query={useQuery(invoicingSettingsQuery())}
      skeletonHeight={160}
    >
      {(data) => <NumberingForm settings={data} />}
    </SettingsSection>
  );
}

type Form = { prefix: string; numbering: InvoiceNumbering };

function NumberingForm({ settings }: { settings: InvoicingSettings }) {
  const { t } = useTranslation();
  const form = useFieldForm<Form>(settings.numbering, (v) => [
    invoiceNumberPrefixError(v.prefix) && { field: "prefix", code: "invoiceNumberPrefixInvalid" },
  ]);
  const save = useSaveInvoiceNumbering();
  const submit = form.submit((v) =>
    save.mutate(v, {
      onSuccess: () => toast.show({ color: "teal", message: t("invoicing.numbering.saved") }),
      onError: (e) => form.fail(e),
    }),
  );
  const { prefix, numbering } = form.values;
  const next =
    invoiceNumberPrefixError(prefix) === null
      ? formatInvoiceNumber({
          prefix,
          numbering,
          year: new Date().getUTCFullYear(),
          sequence: settings.nextSequence[numbering],
        })
      : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t("invoicing.numbering.prefix")}
          description={t("invoicing.numbering.prefixHint")}
          maxLength={12}
          autoComplete="off"
          spellCheck={false}
          required
          maw={320}
          {...form.bind("prefix")}
        />
        <Radio.Group
          label={t("invoicing.numbering.sequence")}
          value={numbering}
          onChange={(v) => form.set("numbering", v as InvoiceNumbering)}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="yearly"
              label={t("invoicing.numbering.yearly")}
              description={t("invoicing.numbering.yearlyHint")}
            />
            <Radio
              value="running"
              label={t("invoicing.numbering.running")}
              description={t("invoicing.numbering.runningHint")}
            />
          </Stack>
        </Radio.Group>
        {next && (
          <Text size="sm" aria-live="polite" style={{ overflowWrap: "anywhere" }}>
            {t("invoicing.numbering.next", { number: next })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("invoicing.numbering.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

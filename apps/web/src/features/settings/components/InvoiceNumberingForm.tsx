import "../i18n-invoicing";
import { Button, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import {
  formatInvoiceNumber,
  type InvoiceNumbering,
  invoiceNumberPrefixError,
} from "@payflow/contracts/invoice-lifecycle";
import type { InvoicingSettings } from "@payflow/contracts/invoicing-settings";
import { useTranslation } from "react-i18next";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useSaveInvoiceNumbering } from "../api/save-invoice-numbering";

type Form = { prefix: string; numbering: InvoiceNumbering };

/** The invoices' prefix and sequence, with the number the next live invoice would get under what is typed. */
export function NumberingForm({ settings }: { settings: InvoicingSettings }) {
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
        {/* The number beside the button that would make it so; on a phone, above it. */}
        <Group justify="space-between" gap="sm">
          <Text size="sm" aria-live="polite" style={{ overflowWrap: "anywhere" }}>
            {next ? t("invoicing.numbering.next", { number: next }) : null}
          </Text>
          <Button type="submit" loading={save.isPending} ml="auto">
            {t("invoicing.numbering.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import "../i18n-form";
import { Alert, Button, Grid, Group, NumberInput, Stack, Textarea, TextInput } from "@mantine/core";
import { INVOICE_LIMITS, INVOICE_TOTAL_MAX, INVOICE_TOTAL_MIN } from "@payflow/contracts/invoice-rules";
import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { errorMessage } from "../../../lib/errors";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useCreateInvoice } from "../api/create-invoice";
import { useFinalizeInvoice } from "../api/finalize-invoice";
import { useUpdateInvoice } from "../api/update-invoice";
import {
  emptyInvoice,
  type InvoiceFormValues,
  invoiceFormRules,
  invoiceFormValues,
  invoiceRequest,
  liveTotals,
} from "../form-values";
import { formatDecimal, invoicePath } from "../invoice-view";
import { ClientFields } from "./ClientFields";
import { Section, useNumberProps } from "./FormParts";
import { LineFields } from "./LineFields";
import { ReminderFields } from "./ReminderFields";
import { TotalsTable } from "./TotalsTable";

/**
 * Creates a draft (invoice = null) or edits one. "Save the draft" keeps it a draft; "Save and
 * issue" saves it then issues it (numbered, certification asked). A refusal shows at its field,
 * a line's too ("lines.1.unitPrice"); what was typed stays.
 */
export function InvoiceForm({ invoice }: { invoice: InvoiceDetail | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const form = useFieldForm<InvoiceFormValues>(invoice ? invoiceFormValues(invoice) : emptyInvoice(), invoiceFormRules);
  const numberProps = useNumberProps(form);
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const finalize = useFinalizeInvoice();
  const busy = create.isPending || update.isPending || finalize.isPending;
  // Which button was pressed, so only it shows its progress.
  const [issuing, setIssuing] = useState(false);
  const live = liveTotals(form.values);
  const { totalTtc } = live.totals;
  const outOfRange = !live.incomplete && (totalTtc < INVOICE_TOTAL_MIN || totalTtc > INVOICE_TOTAL_MAX);

  const issue = (saved: InvoiceDetail) =>
    finalize.mutate(saved.id, {
      onSuccess: (issued) => {
        toast.show({
          color: "teal",
          title: t("invoiceForm.issued"),
          message: t("invoiceForm.issuedText", { number: issued.number ?? "" }),
        });
        navigate(invoicePath(issued.id));
      },
      // The draft is saved: its page shows it, with Issue to try again.
      onError: (e) => {
        toast.show({ color: "red", title: t("invoiceForm.issueFailed"), message: errorMessage(t, e) });
        navigate(invoicePath(saved.id));
      },
    });
  const saved = (andIssue: boolean) => (draft: InvoiceDetail) => {
    if (andIssue) return issue(draft);
    toast.show({
      color: "teal",
      title: t("invoiceForm.saved"),
      message: t("invoiceForm.savedText", { client: draft.clientName }),
    });
    navigate(invoicePath(draft.id));
  };
  const save = (andIssue: boolean) =>
    form.submit((values) => {
      setIssuing(andIssue);
      const body = invoiceRequest(values);
      const options = { onSuccess: saved(andIssue), onError: (e: unknown) => form.fail(e) };
      if (invoice) update.mutate({ id: invoice.id, body }, options);
      else create.mutate(body, options);
    });

  return (
    <form onSubmit={save(false)} noValidate data-testid="invoice-form">
      <Stack gap="md">
        <ClientFields form={form} />
        <LineFields form={form} lineHt={live.lineHt} testId="invoice-lines" />
        <Section title={t("invoiceForm.termsSection")}>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberInput label={t("invoiceForm.invoiceDiscount")} max={100} {...numberProps("discountPercent", 2)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={t("invoiceForm.dueDate")} type="date" {...form.bind("dueDate")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberInput
                label={t("invoiceForm.minimumPart")}
                description={t("invoiceForm.minimumPartHint")}
                {...numberProps("minimumPart", 0)}
              />
            </Grid.Col>
          </Grid>
          <Textarea
            label={t("invoiceForm.notes")}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={INVOICE_LIMITS.notes}
            {...form.bind("notes")}
          />
        </Section>
        <Section title={t("invoiceForm.totalsSection")}>
          <TotalsTable
            totals={{ ...live.totals, discountPercent: Number(form.values.discountPercent || 0) }}
            testId="invoice-live-totals"
          />
          {live.incomplete && <Alert color="gray">{t("invoiceTotals.incomplete")}</Alert>}
          {outOfRange && (
            <Alert color="orange" data-testid="invoice-total-out-of-range">
              {t("errors.invoiceTotalOutOfRange", {
                min: formatDecimal(INVOICE_TOTAL_MIN, i18n.language),
                max: formatDecimal(INVOICE_TOTAL_MAX, i18n.language),
              })}
            </Alert>
          )}
        </Section>
        <ReminderFields form={form} dueDate={form.values.dueDate} />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" component={Link} to={invoice ? invoicePath(invoice.id) : "/dashboard/invoices"}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="light" loading={busy && !issuing} disabled={busy && issuing}>
            {t("invoiceForm.saveDraft")}
          </Button>
          <Button type="button" loading={busy && issuing} disabled={busy && !issuing} onClick={() => save(true)()}>
            {t("invoiceForm.saveAndIssue")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

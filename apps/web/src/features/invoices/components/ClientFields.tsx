import "../i18n-form";
import { Group, Radio, TextInput } from "@mantine/core";
import { INVOICE_TEMPLATE_LABELS, INVOICE_TEMPLATES, type InvoiceTemplate } from "@payflow/contracts/invoice-rules";
import { useTranslation } from "react-i18next";
import { ClientPicker } from "../../clients";
import { type InvoiceFormApi, Section } from "./FormParts";

/** Who is billed: the client (searched among the company's clients), the template, and a business's NCC. */
export function ClientFields({ form }: { form: InvoiceFormApi }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "fr";
  return (
    <Section title={t("invoiceForm.clientSection")}>
      <ClientPicker
        form={form}
        texts={{
          label: t("invoiceForm.client"),
          placeholder: t("invoiceForm.clientPlaceholder"),
          nothingFound: t("invoiceForm.noClient"),
        }}
        testId="invoice-client"
      />
      <Radio.Group
        label={t("invoiceForm.template")}
        value={form.values.template}
        onChange={(v) => form.set("template", v as InvoiceTemplate)}
      >
        <Group gap="lg" mt={6}>
          {INVOICE_TEMPLATES.map((template) => (
            <Radio key={template} value={template} label={INVOICE_TEMPLATE_LABELS[template][lang]} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label={t("invoiceForm.language")}
        description={t("invoiceForm.languageHint")}
        value={form.values.language}
        onChange={(v) => form.set("language", v === "en" ? "en" : "fr")}
      >
        <Group gap="lg" mt={6}>
          <Radio value="fr" label={t("language.fr")} />
          <Radio value="en" label={t("language.en")} />
        </Group>
      </Radio.Group>
      {/* The tax office asks a business's NCC (docs/INVOICES.md § Templates and the client's NCC). */}
      {form.values.template === "B2B" && (
        <TextInput
          label={t("invoiceForm.ncc")}
          description={t("invoiceForm.nccHint")}
          required
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          {...form.bind("clientNcc")}
        />
      )}
    </Section>
  );
}

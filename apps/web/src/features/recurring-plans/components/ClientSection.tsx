import "../i18n-form";
import { TextInput } from "@mantine/core";
import { INVOICE_TEMPLATE_LABELS, INVOICE_TEMPLATES } from "@payflow/contracts/invoice-rules";
import { useTranslation } from "react-i18next";
import { ClientPicker } from "../../clients";
import { Choice, type PlanFormApi, Section } from "./FormParts";

/** Who is billed: the client (searched among the company's clients), the template, and a business's NCC. */
export function ClientSection({ form }: { form: PlanFormApi }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "fr";
  return (
    <Section title={t("planForm.clientSection")}>
      <ClientPicker
        form={form}
        texts={{
          label: t("planForm.client"),
          placeholder: t("planForm.clientPlaceholder"),
          nothingFound: t("planForm.noClient"),
        }}
        testId="plan-client"
      />
      <Choice
        label={t("planForm.template")}
        value={form.values.template}
        options={INVOICE_TEMPLATES}
        words={(template) => INVOICE_TEMPLATE_LABELS[template][lang]}
        onChange={(template) => form.set("template", template)}
      />
      {/* The tax office asks a business's NCC (docs/INVOICES.md § Templates and the client's NCC). */}
      {form.values.template === "B2B" && (
        <TextInput
          label={t("planForm.ncc")}
          description={t("planForm.nccHint")}
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

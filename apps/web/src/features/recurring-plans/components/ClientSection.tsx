import "../i18n-form";
import { Text, TextInput } from "@mantine/core";
import { INVOICE_TEMPLATE_LABELS, INVOICE_TEMPLATES } from "@payflow/contracts/invoice-rules";
import { useTranslation } from "react-i18next";
import { ClientPicker } from "../../clients";
import { Choice, type PlanFormApi, Section } from "./FormParts";

/**
 * Who is billed: the client (searched among the company's clients), the template, and a business's
 * NCC. A plan being changed keeps them: they are shown, not asked.
 */
export function ClientSection({ form, fixed = false }: { form: PlanFormApi; fixed?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "fr";
  const v = form.values;
  if (fixed)
    return (
      <Section title={t("planForm.clientSection")}>
        <Text fw={600} data-testid="plan-fixed-client">
          {[v.clientName, INVOICE_TEMPLATE_LABELS[v.template][lang], v.template === "B2B" ? v.clientNcc : ""]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("planForm.fixedHint")}
        </Text>
      </Section>
    );
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

import "../i18n-form";
import { Select, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { INVOICE_TEMPLATE_LABELS, INVOICE_TEMPLATES } from "@payflow/contracts/invoice-rules";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useModeKey } from "../../../lib/test-mode";
import { clientsQuery } from "../../clients";
import { Choice, type PlanFormApi, Section } from "./FormParts";

/** Who is billed: the client (searched among the company's clients), the template, and a business's NCC. */
export function ClientSection({ form }: { form: PlanFormApi }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "fr";
  return (
    <Section title={t("planForm.clientSection")}>
      <ClientPicker form={form} />
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

/** The client, searched by the server as it is typed; the chosen one stays shown whatever the search lists. */
function ClientPicker({ form }: { form: PlanFormApi }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(form.values.clientName);
  const [q] = useDebouncedValue(search.trim(), 300);
  const asked = q && q !== form.values.clientName ? { search: q } : {};
  const clients = useQuery(clientsQuery(useModeKey(), asked));
  const found = (clients.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  const chosen = form.values.clientId ? [{ value: form.values.clientId, label: form.values.clientName }] : [];
  const data = [...chosen, ...found.filter((c) => c.value !== form.values.clientId)];
  const bound = form.bind("clientId");
  return (
    <Select
      label={t("planForm.client")}
      placeholder={t("planForm.clientPlaceholder")}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      // The server searched already (name or email): every option it answered is shown.
      filter={({ options }) => options}
      nothingFoundMessage={clients.isFetching ? undefined : t("planForm.noClient")}
      {...bound}
      value={form.values.clientId || null}
      onChange={(id, option) => {
        bound.onChange(id ?? "");
        form.set("clientName", option?.label ?? "");
      }}
      data-testid="plan-client"
    />
  );
}

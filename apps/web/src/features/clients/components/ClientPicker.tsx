import { Select } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useModeKey } from "../../../lib/test-mode";
import { clientsQuery } from "../api/list-clients";

/** The part of a form a client picker fills: the client's id (bound for its errors) and its name. */
export type ClientPickerForm = {
  values: { clientId: string; clientName: string };
  bind: (field: "clientId") => GetInputPropsReturnType;
  set: (field: "clientName", value: string) => void;
};

/**
 * A client of the company, searched by the server as it is typed (name or email); the chosen one
 * stays shown whatever the search lists. Used by the invoice and recurring plan forms.
 */
export function ClientPicker({
  form,
  texts,
  testId,
}: {
  form: ClientPickerForm;
  texts: { label: string; placeholder: string; nothingFound: string };
  testId: string;
}) {
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
      label={texts.label}
      placeholder={texts.placeholder}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      // The server searched already (name or email): every option it answered is shown.
      filter={({ options }) => options}
      nothingFoundMessage={clients.isFetching ? undefined : texts.nothingFound}
      {...bound}
      value={form.values.clientId || null}
      onChange={(id, option) => {
        bound.onChange(id ?? "");
        form.set("clientName", option?.label ?? "");
      }}
      data-testid={testId}
    />
  );
}

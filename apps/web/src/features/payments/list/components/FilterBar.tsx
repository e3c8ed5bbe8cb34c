import { Button, Grid, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import {
  PAYMENT_OPERATOR_NAMES,
  PAYMENT_OPERATORS,
  PAYMENT_STATUSES,
  SALE_FILTER,
} from "@payflow/contracts/payment-rules";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Filters } from "../filters";

/** Search and filters; the search waits for a pause in typing before it changes the address. */
export function FilterBar({ filters, onChange }: { filters: Filters; onChange: (f: Filters) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(filters.q), [filters.q]);
  // The search lands 300 ms after typing stops, on the filters as they are then (not as they
  // were when typing started: a status chosen meanwhile must stay).
  const latest = useRef(filters);
  latest.current = filters;
  const pushSearch = useDebouncedCallback((q: string) => onChange({ ...latest.current, q }), 300);
  // Another filter carries the search box as it reads now: a search still waiting for its pause
  // (just cleared, say) lands with it instead of after it, so the address is right at once.
  const set = (key: keyof Filters) => (value: string | null) => {
    pushSearch.cancel();
    onChange({ ...filters, q: search, [key]: value ?? "" });
  };
  const digits = (key: "min" | "max") => (e: React.ChangeEvent<HTMLInputElement>) =>
    set(key)(e.currentTarget.value.replaceAll(/\D/g, ""));
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label={t("transactions.search")}
          placeholder={t("transactions.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            pushSearch(e.currentTarget.value);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label={t("transactions.status")}
          placeholder={t("transactions.any")}
          clearable
          data={[
            // Every sale, as the home's volume card counts them (a refund does not undo a sale).
            { value: SALE_FILTER, label: t("transactions.sales") },
            ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`transactions.statuses.${s}`) })),
          ]}
          value={filters.status || null}
          onChange={set("status")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label={t("transactions.operator")}
          placeholder={t("transactions.any")}
          clearable
          data={PAYMENT_OPERATORS.map((o) => ({ value: o, label: PAYMENT_OPERATOR_NAMES[o] }))}
          value={filters.operator || null}
          onChange={set("operator")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <TextInput
          type="date"
          label={t("transactions.from")}
          value={filters.from}
          onChange={(e) => set("from")(e.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <TextInput
          type="date"
          label={t("transactions.to")}
          value={filters.to}
          onChange={(e) => set("to")(e.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <TextInput
          label={t("transactions.amountMin")}
          inputMode="numeric"
          value={filters.min}
          onChange={digits("min")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <TextInput
          label={t("transactions.amountMax")}
          inputMode="numeric"
          value={filters.max}
          onChange={digits("max")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 2 }}>
        <Button
          variant="subtle"
          disabled={!Object.values(filters).some(Boolean) && !search}
          onClick={() => {
            pushSearch.cancel();
            setSearch("");
            onChange({ q: "", status: "", operator: "", from: "", to: "", min: "", max: "" });
          }}
        >
          {t("transactions.reset")}
        </Button>
      </Grid.Col>
    </Grid>
  );
}

import { Button, Grid, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { PAYOUT_OPERATORS, PAYOUT_STATUSES } from "@payflow/contracts/payout-rules";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PayoutFilters } from "../filters";
import { payoutOperatorName } from "../status";

/** Search, status and operator; the search waits for a pause in typing. The approvals tab fixes the status. */
export function PayoutFilterBar({
  filters,
  approvals,
  onChange,
}: {
  filters: PayoutFilters;
  approvals: boolean;
  onChange: (f: PayoutFilters) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(filters.q), [filters.q]);
  const latest = useRef(filters);
  latest.current = filters;
  const pushSearch = useDebouncedCallback((q: string) => onChange({ ...latest.current, q }), 300);
  const set = (key: keyof PayoutFilters) => (value: string | null) => {
    pushSearch.cancel();
    onChange({ ...filters, q: search, [key]: value ?? "" });
  };
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TextInput
          label={t("payouts.search")}
          placeholder={t("payouts.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={100}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            pushSearch(e.currentTarget.value);
          }}
        />
      </Grid.Col>
      {!approvals && (
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t("payouts.status")}
            placeholder={t("payouts.any")}
            clearable
            data={PAYOUT_STATUSES.map((s) => ({ value: s, label: t(`payouts.statuses.${s}`) }))}
            value={filters.status || null}
            onChange={set("status")}
          />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label={t("payouts.operator")}
          placeholder={t("payouts.any")}
          clearable
          data={PAYOUT_OPERATORS.map((o) => ({ value: o, label: payoutOperatorName(t, o) }))}
          value={filters.operator || null}
          onChange={set("operator")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 2 }}>
        <Button
          variant="subtle"
          disabled={!Object.values(filters).some(Boolean) && !search}
          onClick={() => {
            pushSearch.cancel();
            setSearch("");
            onChange({ q: "", status: "", operator: "" });
          }}
        >
          {t("payouts.reset")}
        </Button>
      </Grid.Col>
    </Grid>
  );
}

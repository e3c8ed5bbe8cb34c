import "../i18n";
import { Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { INVOICE_STATES, type InvoiceState } from "@payflow/contracts/invoice-rules";
import type { Me } from "@payflow/contracts/profile";
import { IconFileInvoice, IconPlus, IconSearch } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { EmptyList, LoadMore } from "../../../components/ListStates";
import { QueryStatus } from "../../../components/QueryStatus";
import { CapabilityScreen } from "../../../components/RequireCapability";
import { ScreenHeader } from "../../../components/ScreenHeader";
import { holdsAny, useHeldCapabilities } from "../../../lib/capabilities";
import { useModeKey } from "../../../lib/test-mode";
import { usePhone } from "../../../lib/use-phone";
import { invoicesQuery } from "../api/list-invoices";
import { InvoiceCards, InvoicesTable } from "./InvoiceRows";
import { SummaryCards } from "./SummaryCards";

/** /dashboard/invoices (viewTransactions): the totals, then the invoices filtered, a page at a time. */
export function InvoicesPage() {
  const { t } = useTranslation();
  return (
    <CapabilityScreen section={t("invoices.title")} capability="viewTransactions">
      <Screen />
    </CapabilityScreen>
  );
}

type OverdueChoice = "any" | "only" | "none";
const OVERDUE: Record<OverdueChoice, boolean | null> = { any: null, only: true, none: false };

function Screen() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const canMake = holdsAny(useHeldCapabilities(me), "usePOS");
  const [state, setState] = useState<InvoiceState | "">("");
  const [overdue, setOverdue] = useState<OverdueChoice>("any");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const filtered = state !== "" || overdue !== "any" || q !== "";
  const list = useInfiniteQuery(invoicesQuery(useModeKey(), { state: state || null, overdue: OVERDUE[overdue], q }));
  const phone = usePhone();
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <ScreenHeader title={t("invoices.title")} subtitle={t("invoices.subtitle")}>
        {canMake && (
          <Button component={Link} to="/dashboard/invoices/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t("invoices.new")}
          </Button>
        )}
      </ScreenHeader>
      <SummaryCards />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          aria-label={t("invoices.filters.search")}
          placeholder={t("invoices.filters.search")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maxLength={100}
          type="search"
          style={{ flex: "1 1 240px" }}
        />
        <NativeSelect
          label={t("invoices.filters.state")}
          value={state}
          onChange={(e) => setState(e.currentTarget.value as InvoiceState | "")}
          data={[
            { value: "", label: t("invoices.filters.allStates") },
            ...INVOICE_STATES.map((s) => ({ value: s, label: t(`invoices.states.${s}`) })),
          ]}
          style={{ flex: "1 1 180px" }}
        />
        <NativeSelect
          label={t("invoices.filters.overdue")}
          value={overdue}
          onChange={(e) => setOverdue(e.currentTarget.value as OverdueChoice)}
          data={[
            { value: "any", label: t("invoices.filters.overdueAny") },
            { value: "only", label: t("invoices.filters.overdueOnly") },
            { value: "none", label: t("invoices.filters.overdueNone") },
          ]}
          style={{ flex: "1 1 160px" }}
        />
      </Group>
      {list.isPending || list.error ? (
        <QueryStatus isPending={list.isPending} error={list.error} />
      ) : rows.length === 0 ? (
        <EmptyList
          icon={<IconFileInvoice size={32} aria-hidden />}
          text={t(filtered ? "invoices.noMatch" : "invoices.empty")}
          testId="invoices-empty"
        />
      ) : phone ? (
        <InvoiceCards rows={rows} />
      ) : (
        <InvoicesTable rows={rows} />
      )}
      <LoadMore list={list} label={t("invoices.loadMore")} />
    </Stack>
  );
}

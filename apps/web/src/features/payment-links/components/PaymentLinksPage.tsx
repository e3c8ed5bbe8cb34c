import "../i18n";
import { Button, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { Me } from "@payflow/contracts/profile";
import { IconLinkOff, IconPlus, IconSearch } from "@tabler/icons-react";
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
import { paymentLinksQuery } from "../api/list-payment-links";
import { LinkCards, LinksTable } from "./LinkRows";

/** /dashboard/payment-links (viewTransactions): the links with their totals, searched, a page at a time. */
export function PaymentLinksPage() {
  const { t } = useTranslation();
  return (
    <CapabilityScreen section={t("paymentLinks.title")} capability="viewTransactions">
      <Screen />
    </CapabilityScreen>
  );
}

function Screen() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const canMake = holdsAny(useHeldCapabilities(me), "usePOS");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = useInfiniteQuery(paymentLinksQuery(useModeKey(), q));
  const phone = usePhone();
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <ScreenHeader title={t("paymentLinks.title")} subtitle={t("paymentLinks.subtitle")}>
        {canMake && (
          <Button component={Link} to="/dashboard/payment-links/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t("paymentLinks.new")}
          </Button>
        )}
      </ScreenHeader>
      <TextInput
        aria-label={t("paymentLinks.search")}
        placeholder={t("paymentLinks.search")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxLength={100}
        type="search"
      />
      {list.isPending || list.error ? (
        <QueryStatus isPending={list.isPending} error={list.error} />
      ) : rows.length === 0 ? (
        <EmptyList
          icon={<IconLinkOff size={32} aria-hidden />}
          text={t(q ? "paymentLinks.noMatch" : "paymentLinks.empty")}
          testId="payment-links-empty"
        />
      ) : phone ? (
        <LinkCards rows={rows} timeZone={me.preferences.timeZone} />
      ) : (
        <LinksTable rows={rows} timeZone={me.preferences.timeZone} />
      )}
      <LoadMore list={list} label={t("paymentLinks.loadMore")} />
    </Stack>
  );
}

import "../i18n";
import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { Me } from "@payflow/contracts/profile";
import { IconLinkOff, IconPlus, IconSearch } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { EmptyList, LoadMore } from "../../../components/ListStates";
import { QueryStatus } from "../../../components/QueryStatus";
import { RequireCapability } from "../../../components/RequireCapability";
import { holdsAny, useHeldCapabilities } from "../../../lib/capabilities";
import { useDocumentHead } from "../../../lib/document-head";
import { useModeKey } from "../../../lib/test-mode";
import { usePhone } from "../../../lib/use-phone";
import { paymentLinksQuery } from "../api/list-payment-links";
import { LinkCards, LinksTable } from "./LinkRows";

/** /dashboard/payment-links (viewTransactions): the links with their totals, searched, a page at a time. */
export function PaymentLinksPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.section", { section: t("paymentLinks.title") }));
  return (
    <RequireCapability capability="viewTransactions">
      <Screen />
    </RequireCapability>
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
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t("paymentLinks.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("paymentLinks.subtitle")}
          </Text>
        </div>
        {canMake && (
          <Button component={Link} to="/dashboard/payment-links/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t("paymentLinks.new")}
          </Button>
        )}
      </Group>
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

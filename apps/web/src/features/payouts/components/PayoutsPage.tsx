import "../i18n";
import { Button, Card, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import { IconBuildingBank, IconCashBanknoteOff, IconFileUpload, IconPlus } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext, useSearchParams } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { RequireCapability } from "../../../components/RequireCapability";
import { useHeldCapabilities } from "../../../lib/capabilities";
import { useDocumentHead } from "../../../lib/document-head";
import { useModeKey } from "../../../lib/test-mode";
import { usePhone } from "../../../lib/use-phone";
import { payoutsQuery } from "../api/list-payouts";
import {
  type PayoutFilters,
  type PayoutTab,
  payoutApiQuery,
  readPayoutFilters,
  readTab,
  writePayoutFilters,
} from "../filters";
import { BankFilesDialog } from "./BankFilesDialog";
import { BatchDrawer } from "./BatchDrawer";
import { BatchList } from "./BatchList";
import { BulkUploadDialog } from "./BulkUploadDialog";
import { NewPayoutDialog } from "./NewPayoutDialog";
import { PayoutBalances } from "./PayoutBalances";
import { PayoutDrawer } from "./PayoutDrawer";
import { PayoutFilterBar } from "./PayoutFilterBar";
import { PayoutCards, PayoutTable } from "./PayoutList";

/**
 * /dashboard/payouts (createPayouts or approvePayouts, in the current mode): balances, the list,
 * approvals, new payouts, and the bulk uploads' batches (?tab=batches, one opened by ?batch=).
 */
export function PayoutsPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.section", { section: t("payouts.title") }));
  return (
    <RequireCapability capability={["createPayouts", "approvePayouts"]}>
      <Screen />
    </RequireCapability>
  );
}

function Screen() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const held = useHeldCapabilities(me);
  const [params, setParams] = useSearchParams();
  const filters = readPayoutFilters(params);
  const tab = readTab(params);
  const opened = params.get("payout");
  const batch = params.get("batch");
  const batches = tab === "batches";
  const list = useInfiniteQuery({
    ...payoutsQuery(useModeKey(), payoutApiQuery(filters, tab)),
    enabled: !batches,
  });
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [banking, setBanking] = useState(false);
  const phone = usePhone();
  const mayCreate = hasCapability(held, "createPayouts");

  const go = (next: PayoutFilters, nextTab: PayoutTab, id: string | null, replace: boolean, batchId?: string) => {
    const p = writePayoutFilters(next, nextTab);
    if (id) p.set("payout", id);
    if (batchId) p.set("batch", batchId);
    setParams(p, { replace });
  };
  const open = (id: string | null) => go(filters, tab, id, false);
  const openBatch = (id: string | null) => go(filters, tab, null, false, id ?? undefined);
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t("payouts.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("payouts.subtitle")}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconBuildingBank size={16} aria-hidden />}
            onClick={() => setBanking(true)}
          >
            {t("payouts.bank.action")}
          </Button>
          {mayCreate && (
            <Button
              variant="default"
              leftSection={<IconFileUpload size={16} aria-hidden />}
              onClick={() => setUploading(true)}
            >
              {t("payoutBatches.bulkUpload")}
            </Button>
          )}
          {mayCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t("payouts.newPayout")}
            </Button>
          )}
        </Group>
      </Group>
      {hasCapability(me.capabilities, "viewDashboard") && <PayoutBalances />}
      <Tabs
        value={tab}
        onChange={(value) =>
          go({ ...filters, status: "" }, value === "approvals" || value === "batches" ? value : "all", null, true)
        }
      >
        <Tabs.List aria-label={t("payouts.tabs.label")}>
          <Tabs.Tab value="all">{t("payouts.tabs.all")}</Tabs.Tab>
          <Tabs.Tab value="approvals">{t("payouts.tabs.approvals")}</Tabs.Tab>
          <Tabs.Tab value="batches">{t("payoutBatches.tab")}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {batches ? (
        <BatchList timeZone={me.preferences.timeZone} onOpen={openBatch} />
      ) : (
        <>
          <PayoutFilterBar
            filters={filters}
            approvals={tab === "approvals"}
            onChange={(next) => go(next, tab, opened, true)}
          />
          {list.isPending || list.error ? (
            <QueryStatus isPending={list.isPending} error={list.error} />
          ) : rows.length === 0 ? (
            <Card withBorder padding="xl" radius="md" data-testid="payouts-empty">
              <Stack align="center" gap="xs">
                <IconCashBanknoteOff size={32} aria-hidden />
                <Text c="dimmed" ta="center">
                  {t(filtered ? "payouts.noMatch" : tab === "approvals" ? "payouts.noApprovals" : "payouts.empty")}
                </Text>
              </Stack>
            </Card>
          ) : phone ? (
            <PayoutCards rows={rows} timeZone={me.preferences.timeZone} onOpen={open} />
          ) : (
            <PayoutTable rows={rows} timeZone={me.preferences.timeZone} onOpen={open} />
          )}
          {list.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t("payouts.loadMore")}
              </Button>
            </Group>
          )}
        </>
      )}
      <PayoutDrawer id={opened} held={held} onClose={() => open(null)} />
      <BatchDrawer id={batch} held={held} onClose={() => openBatch(null)} />
      <BankFilesDialog
        opened={banking}
        onClose={() => setBanking(false)}
        held={held}
        timeZone={me.preferences.timeZone}
      />
      {mayCreate && (
        <NewPayoutDialog
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            go(filters, tab, id, false);
          }}
        />
      )}
      {mayCreate && (
        <BulkUploadDialog
          opened={uploading}
          onClose={() => setUploading(false)}
          onCreated={(id) => {
            setUploading(false);
            go(filters, "batches", null, false, id);
          }}
        />
      )}
    </Stack>
  );
}

import "../i18n";
import { Stack } from "@mantine/core";
import type { Language } from "@payflow/contracts/constants";
import type { Me } from "@payflow/contracts/profile";
import { IconFileOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { EmptyList } from "../../../components/ListStates";
import { QueryStatus } from "../../../components/QueryStatus";
import { useDocumentHead } from "../../../lib/document-head";
import { usePhone } from "../../../lib/use-phone";
import { portalInvoicesQuery } from "../api/list-invoices";
import { usePortalMode } from "../hooks/portal-mode";
import { PortalInvoiceCards } from "./PortalInvoiceCards";
import { PortalInvoiceTable } from "./PortalInvoiceTable";
import { PortalPageHeader } from "./PortalModeNotice";

/**
 * /client-dashboard/invoices: the invoices issued to the client (docs/INVOICES.md), live unless
 * the address asks ?mode=test; each with what remains and the way to pay it, its PDF, and the
 * receipts of its paid parts — the PDFs in the interface's language.
 */
export function ClientInvoicesPage() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("pageTitle.section", { section: t("client.invoices.title") }));
  const mode = usePortalMode();
  const lang: Language = i18n.language.startsWith("en") ? "en" : "fr";
  const { data, isPending, error } = useQuery(portalInvoicesQuery(mode, lang));
  const phone = usePhone();
  const List = phone ? PortalInvoiceCards : PortalInvoiceTable;
  return (
    <Stack gap="lg">
      <PortalPageHeader title={t("client.invoices.title")} mode={mode} subtitle={t("client.invoices.subtitle")} />
      {isPending || error ? (
        <QueryStatus isPending={isPending} error={error} />
      ) : data.items.length === 0 ? (
        <EmptyList
          icon={<IconFileOff size={32} aria-hidden />}
          text={t("client.invoices.empty")}
          testId="invoices-empty"
        />
      ) : (
        <List items={data.items} timeZone={me.preferences.timeZone} />
      )}
    </Stack>
  );
}

import "../i18n-detail";
import { Anchor, SimpleGrid, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { CapabilityScreen } from "../../../components/RequireCapability";
import { useModeKey } from "../../../lib/test-mode";
import { invoiceQuery } from "../api/invoice";
import { CertificationPanel } from "./CertificationPanel";
import { DetailHeader } from "./DetailHeader";
import { ActivityTimeline, CreditNotes } from "./InvoiceHistory";
import { InvoiceLines } from "./InvoiceLines";
import { PaymentPanel } from "./PaymentPanel";

/** /dashboard/invoices/:id (viewTransactions): the invoice, its certification, its payments and its history. */
export function InvoicePage() {
  const { t } = useTranslation();
  return (
    <CapabilityScreen section={t("invoices.title")} capability="viewTransactions">
      <Stack gap="lg">
        <Anchor component={Link} to="/dashboard/invoices" size="sm">
          <IconArrowLeft size={14} aria-hidden /> {t("invoices.back")}
        </Anchor>
        <Screen id={useParams().id ?? ""} />
      </Stack>
    </CapabilityScreen>
  );
}

function Screen({ id }: { id: string }) {
  const invoice = useQuery(invoiceQuery(useModeKey(), id));
  if (invoice.isPending || invoice.error) return <QueryStatus isPending={invoice.isPending} error={invoice.error} />;
  const data = invoice.data;
  return (
    <>
      <DetailHeader invoice={data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PaymentPanel invoice={data} />
        <CertificationPanel invoice={data} />
      </SimpleGrid>
      <InvoiceLines invoice={data} />
      {data.creditNotes.length > 0 && <CreditNotes invoice={data} />}
      <ActivityTimeline invoice={data} />
    </>
  );
}

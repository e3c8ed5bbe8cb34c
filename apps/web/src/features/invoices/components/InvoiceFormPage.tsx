import "../i18n-form";
import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { CapabilityScreen } from "../../../components/RequireCapability";
import { useModeKey } from "../../../lib/test-mode";
import { invoiceQuery } from "../api/invoice";
import { invoicePath } from "../invoice-view";
import { InvoiceForm } from "./InvoiceForm";

/** /dashboard/invoices/new and /dashboard/invoices/:id/edit (usePOS; a draft only). */
export function InvoiceFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const heading = t(id ? "invoiceForm.editTitle" : "invoiceForm.newTitle");
  return (
    <CapabilityScreen section={heading} capability="usePOS">
      <Stack gap="lg">
        <Anchor component={Link} to={id ? invoicePath(id) : "/dashboard/invoices"} size="sm">
          <IconArrowLeft size={14} aria-hidden /> {t("invoices.back")}
        </Anchor>
        <Title order={1} size="h2">
          {heading}
        </Title>
        {id ? <EditDraft id={id} /> : <InvoiceForm invoice={null} />}
      </Stack>
    </CapabilityScreen>
  );
}

function EditDraft({ id }: { id: string }) {
  const { t } = useTranslation();
  const invoice = useQuery({ ...invoiceQuery(useModeKey(), id), refetchOnWindowFocus: false });
  if (invoice.isPending || invoice.error) return <QueryStatus isPending={invoice.isPending} error={invoice.error} />;
  if (invoice.data.state !== "draft") return <Alert color="gray">{t("invoiceForm.notDraft")}</Alert>;
  return <InvoiceForm invoice={invoice.data} />;
}

import "../i18n-detail";
import { Button, Group } from "@mantine/core";
import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import type { Me } from "@payflow/contracts/profile";
import { IconBan, IconFileCheck, IconPencil, IconSend, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useOutletContext } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { holdsAny, useHeldCapabilities } from "../../../lib/capabilities";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";
import { useDeleteInvoice } from "../api/delete-invoice";
import { useFinalizeInvoice } from "../api/finalize-invoice";
import { invoiceEditPath } from "../invoice-view";
import { PdfButton } from "./PdfButton";
import { SendDialog } from "./SendDialog";
import { VoidDialog } from "./VoidDialog";

type Dialog = "delete" | "send" | "void" | null;

/** What the send and void dialogs are given: the invoice, whether they are open, how to close them. */
export type InvoiceDialogProps = { invoice: InvoiceDetail; opened: boolean; onClose: () => void };

/**
 * What may be done with the invoice in its state (docs/INVOICES.md § States), to whoever takes
 * payments (usePOS): a draft is edited, deleted or issued; an issued invoice waiting for money is
 * sent, and voided while nothing was paid. Anyone who sees it downloads its PDF.
 */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const navigate = useNavigate();
  const canMake = holdsAny(useHeldCapabilities(me), "usePOS");
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteInvoice();
  const finalize = useFinalizeInvoice();
  const failed = (e: unknown) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) });
  const draft = invoice.state === "draft";
  const waiting = invoice.state === "open" || invoice.state === "partially_paid";
  const voidable = invoice.state === "open" && invoice.amountPaid === 0;

  const onDelete = () =>
    remove.mutate(invoice.id, {
      onSuccess: () => {
        toast.show({ color: "teal", title: t("invoiceDetail.actions.deleted"), message: invoice.client.name });
        navigate("/dashboard/invoices");
      },
      onError: failed,
    });
  const onIssue = () =>
    finalize.mutate(invoice.id, {
      onSuccess: (issued) =>
        toast.show({
          color: "teal",
          title: t("invoiceDetail.actions.issued"),
          message: t("invoiceDetail.actions.issuedText", { number: issued.number ?? "" }),
        }),
      onError: failed,
    });

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t("invoiceDetail.actions.label")}>
      {canMake && draft && (
        <>
          <Button leftSection={<IconFileCheck size={16} aria-hidden />} loading={finalize.isPending} onClick={onIssue}>
            {t("invoiceDetail.actions.issue")}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={invoiceEditPath(invoice.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t("invoiceDetail.actions.edit")}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDialog("delete")}
          >
            {t("invoiceDetail.actions.delete")}
          </Button>
        </>
      )}
      {canMake && waiting && (
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setDialog("send")}>
          {t("invoiceDetail.actions.send")}
        </Button>
      )}
      <PdfButton invoiceId={invoice.id} />
      {canMake && voidable && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconBan size={16} aria-hidden />}
          onClick={() => setDialog("void")}
        >
          {t("invoiceDetail.actions.void")}
        </Button>
      )}
      <ConfirmDialog
        opened={dialog === "delete"}
        title={t("invoiceDetail.actions.deleteTitle")}
        text={t("invoiceDetail.actions.deleteText", { client: invoice.client.name })}
        confirmLabel={t("invoiceDetail.actions.delete")}
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDialog(null)}
      />
      <SendDialog invoice={invoice} opened={dialog === "send"} onClose={() => setDialog(null)} />
      <VoidDialog invoice={invoice} opened={dialog === "void"} onClose={() => setDialog(null)} />
    </Group>
  );
}

import "../i18n-detail";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";
import { useVoidInvoice } from "../api/void-invoice";
import type { InvoiceDialogProps } from "./InvoiceActions";

/** Asks before voiding an issued invoice nothing was paid on, with an optional reason (kept on failure). */
export function VoidDialog({ invoice, opened, onClose }: InvoiceDialogProps) {
  const { t } = useTranslation();
  const voiding = useVoidInvoice();
  const [reason, setReason] = useState("");
  const onVoid = () => {
    const trimmed = reason.trim();
    voiding.mutate(
      { id: invoice.id, body: trimmed ? { reason: trimmed } : {} },
      {
        onSuccess: (saved) => {
          toast.show({ color: "teal", title: t("invoiceDetail.actions.voided"), message: saved.number ?? "" });
          onClose();
        },
        onError: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("invoiceDetail.actions.voidTitle", { number: invoice.number ?? "" })}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{t("invoiceDetail.actions.voidText")}</Text>
        <Textarea
          label={t("invoiceDetail.actions.voidReason")}
          maxLength={255}
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button color="red" loading={voiding.isPending} onClick={onVoid}>
            {t("invoiceDetail.actions.voidConfirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

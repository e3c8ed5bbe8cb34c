import "../i18n-detail";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconFileDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { downloadInvoicePdf, type PdfLanguage } from "../api/invoice-pdf";

/** The invoice's PDF, in French or English (whatever the interface's language), as a download. */
export function PdfButton({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async (lang: PdfLanguage) => {
    setBusy(true);
    try {
      await downloadInvoicePdf(invoiceId, lang);
    } catch {
      toast.show({ color: "red", title: t("errors.title"), message: t("invoiceDetail.actions.pdfFailed") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy}
          leftSection={<IconFileDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t("invoiceDetail.actions.pdf")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t("invoiceDetail.actions.pdfLanguage")}>
        <Menu.Label>{t("invoiceDetail.actions.pdfLanguage")}</Menu.Label>
        <Menu.Item onClick={() => void download("fr")}>{t("language.fr")}</Menu.Item>
        <Menu.Item onClick={() => void download("en")}>{t("language.en")}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../../lib/toast";
import { exportPayments } from "../../api/export-payments";

/**
 * Downloads the CSV of exactly the current filters, as one of two files: for a spreadsheet (in
 * French: ";" and French labels, what French Excel opens) or raw for machines (commas, English
 * codes and headers). The button counts the rows as they arrive (the progress).
 */
export function ExportButton({ query }: { query: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<number | null>(null);
  const run = async (format: "spreadsheet" | "raw") => {
    setRows(0);
    try {
      const lang = format === "raw" || i18n.language.startsWith("en") ? "en" : "fr";
      const exported = await exportPayments(query, format, lang, setRows);
      toast.show({
        color: "teal",
        title: t("transactions.exported"),
        message: t("transactions.exportedText", { rows: exported }),
      });
    } catch {
      toast.show({ color: "red", title: t("errors.title"), message: t("transactions.exportFailed") });
    } finally {
      setRows(null);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={rows === null ? <IconChevronDown size={16} aria-hidden /> : null}
          disabled={rows !== null}
          aria-live="polite"
        >
          {rows === null ? t("transactions.exportCsv") : t("transactions.exporting", { rows })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run("spreadsheet")}>{t("transactions.exportSpreadsheet")}</Menu.Item>
        <Menu.Item onClick={() => void run("raw")}>{t("transactions.exportRaw")}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

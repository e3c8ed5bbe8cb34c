import { Button, Menu } from "@mantine/core";
import { API } from "@payflow/contracts/paths";
import { MODE_HEADER } from "@payflow/contracts/payment-rules";
import { IconChevronDown, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { currentMode } from "../../../../lib/test-mode";
import { toast } from "../../../../lib/toast";

/**
 * Downloads the CSV of exactly the current filters, as one of two files: for a spreadsheet (in
 * French: ";" and French labels, what French Excel opens) or raw for machines (commas, English
 * codes and headers). The server streams it; the button counts the rows as they arrive (the
 * progress), then hands the file to the browser.
 */
export function ExportButton({ query }: { query: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<number | null>(null);
  const run = async (format: "spreadsheet" | "raw") => {
    setRows(0);
    try {
      const params = new URLSearchParams(query);
      params.set("format", format);
      params.set("lang", format === "raw" || i18n.language.startsWith("en") ? "en" : "fr");
      const res = await fetch(`${API.paymentsExport}?${params}`, {
        credentials: "same-origin",
        headers: { [MODE_HEADER]: currentMode() },
      });
      if (!res.ok || !res.body) throw new Error(String(res.status));
      const reader = res.body.getReader();
      const chunks: Uint8Array[] = [];
      let lines = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        chunks.push(value);
        for (const byte of value) if (byte === 10) lines++;
        setRows(Math.max(0, lines - 1));
      }
      const name =
        /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "payflow-transactions.csv";
      const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: "text/csv" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.show({
        color: "teal",
        title: t("transactions.exported"),
        message: t("transactions.exportedText", { rows: Math.max(0, lines - 1) }),
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

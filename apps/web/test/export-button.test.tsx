import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExportButton } from "../src/features/payments/list/components/ExportButton";
import "../src/features/payments/list/i18n";
import i18n from "../src/i18n";

// The export button offers both files: the spreadsheet (French Excel opens it: ";" and French
// labels) and the raw one for machines (commas, English codes). The fake server names the file
// after the format it was asked for, so the file the person gets shows which one they chose.

let downloads: string[];

beforeEach(async () => {
  await i18n.changeLanguage("fr");
  downloads = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const params = new URL(url, "http://localhost").searchParams;
      const name = `payflow-${params.get("format") ?? "none"}-${params.get("lang")}-${params.get("status")}.csv`;
      return new Response("\uFEFFID;Statut\r\npay_1;Réussi\r\n", {
        headers: { "content-type": "text/csv", "content-disposition": `attachment; filename="${name}"` },
      });
    }),
  );
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderButton() {
  render(
    // env="test": no transitions, so the menu opens again at once after its first close.
    <MantineProvider env="test">
      <ExportButton query={new URLSearchParams("status=succeeded")} />
    </MantineProvider>,
  );
}

describe("the transactions export button", () => {
  it("offers the spreadsheet file and the raw file for machines, each with the list's filters", async () => {
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Exporter en CSV" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: /Pour Excel/ }));
    await vi.waitFor(() => expect(downloads).toEqual(["payflow-spreadsheet-fr-succeeded.csv"]));

    // Ready again once the first file is handed over.
    const button = screen.getByRole("button", { name: "Exporter en CSV" });
    await vi.waitFor(() => expect(button).toHaveProperty("disabled", false));
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole("menuitem", { name: /CSV brut/ }));
    await vi.waitFor(() =>
      expect(downloads).toEqual(["payflow-spreadsheet-fr-succeeded.csv", "payflow-raw-en-succeeded.csv"]),
    );
  });
});

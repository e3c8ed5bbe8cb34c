import type { StatementImportResult } from "@payflow/contracts/payments";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StatementImportDialog } from "../src/features/payments/list/components/StatementImportDialog";
import "../src/features/payments/list/i18n";
import i18n from "../src/i18n";
import { formatXof } from "../src/lib/format";
import { stubFetchAnswers } from "./support/fixtures";
import { renderWithProviders } from "./support/render-screen";

// The statement preview shows each amount as the bank wrote it beside what PayFlow read, and
// why a line is refused.

const preview: StatementImportResult = {
  applied: false,
  matched: 1,
  unmatched: 1,
  lines: [
    {
      line: 1,
      date: "2026-11-20",
      amount: 750,
      rawAmount: "750.00",
      label: "Virement PF-AAAA-BBBB",
      outcome: "unmatched",
      paymentId: "pay_1",
      reason: "amountDiffers",
    },
    {
      line: 2,
      date: "2026-11-20",
      amount: null,
      rawAmount: "1 500,50",
      label: "Virement PF-AAAA-BBBB",
      outcome: "invalid",
      paymentId: null,
      reason: "amountFractional",
    },
    {
      line: 3,
      date: "2026-11-21",
      amount: 75_000,
      rawAmount: "75.000",
      label: "VIR PF-CCCC-DDDD",
      outcome: "matched",
      paymentId: "pay_2",
      reason: null,
    },
  ],
};

beforeEach(async () => {
  await i18n.changeLanguage("en");
  stubFetchAnswers({ "/api/payments/bank-statement": preview });
});
afterEach(() => vi.unstubAllGlobals());

/** Opens the dialog and picks a statement file with this text; resolves once its preview shows. */
async function openWith(text: string) {
  const view = renderWithProviders(<StatementImportDialog opened onClose={() => {}} />);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [new File([text], "releve.csv", { type: "text/csv" })] } });
  await screen.findByTestId("statement-lines");
  return view;
}

describe("the bank statement preview", () => {
  it("shows the amount as written beside the amount read, and each refusal's reason", async () => {
    await openWith("2026-11-20,750.00,Virement PF-AAAA-BBBB");
    const table = screen.getByTestId("statement-lines");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Line", "Date", "In the statement", "Amount read", "Label", "Result"]);
    const rows = within(table).getAllByRole("row").slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent ?? "");
    const [first, second, third] = rows.map(cells);
    expect(first?.slice(2, 4)).toEqual(["750.00", formatXof(750, "en")]);
    expect(first?.[5]).toBe("UnmatchedThe amount differs from the payment's.");
    expect(second?.slice(2, 4)).toEqual(["1 500,50", "—"]);
    expect(second?.[5]).toBe("InvalidAmount with centimes: FCFA has none, so the line is refused, not rounded.");
    expect(third?.slice(2, 4)).toEqual(["75.000", formatXof(75_000, "en")]);
    expect(third?.[5]).toBe("Matched");
  });

  it("counts with the language's plural rules and counts the unreadable lines", async () => {
    const counts = () => screen.getAllByTestId("statement-count").map((b) => b.textContent);

    const english = await openWith("x");
    expect(counts()).toEqual(["1 match", "1 unmatched", "1 unreadable line"]);
    expect(screen.getByRole("button", { name: "Apply 1 match" })).toBeTruthy();
    english.unmount();

    await i18n.changeLanguage("fr");
    await openWith("x");
    expect(counts()).toEqual(["1 correspondance", "1 sans correspondance", "1 ligne illisible"]);
    expect(screen.getByRole("button", { name: "Appliquer 1 correspondance" })).toBeTruthy();
  });
});

import type { PayoutBatchDetail, PayoutBatchFile, PayoutBatchPreview } from "@payflow/contracts/payout-batches";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BatchPreviewView } from "../src/features/payouts/components/BatchPreview";
import { BulkUploadDialog } from "../src/features/payouts/components/BulkUploadDialog";
import "../src/features/payouts/i18n";
import "../src/features/payouts/batch-i18n";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// The bulk upload's preview: each line's problem in words at its field, the totals per operator
// against their balance, and "Create the batch" only when every line passes and every operator
// is covered (else why not). The dialog sends the file as it is and creates from its lines.

const admin = signedIn({ preferences: { language: "fr" } });

const mtn = { operator: "mtn_momo" as const, count: 2, amount: 35_000, fee: 0, available: 80_000, covered: true };

function preview(overrides: Partial<PayoutBatchPreview> = {}): PayoutBatchPreview {
  return {
    lines: [
      { line: 1, reference: "PAIE-1", operator: "mtn_momo", phone: "0500000001", amount: 15_000, fee: 0, error: null },
      { line: 2, reference: "PAIE-2", operator: "mtn_momo", phone: "0500000001", amount: 20_000, fee: 0, error: null },
    ],
    valid: 2,
    invalid: 0,
    totals: [mtn],
    totalAmount: 35_000,
    totalFee: 0,
    approvalRequired: false,
    ...overrides,
  };
}

const fileOf = (p: PayoutBatchPreview, unknownColumns: string[] = []): PayoutBatchFile => ({
  lines: [{ reference: "PAIE-1" }],
  unknownColumns,
  preview: p,
});

const createButton = () => screen.getByRole("button", { name: "Créer le lot" }) as HTMLButtonElement;

afterEach(() => vi.unstubAllGlobals());

describe("the batch preview", () => {
  it("shows each line's problem in words at its field, those lines first, and keeps the batch from being created", async () => {
    await i18n.changeLanguage("fr");
    const onCreate = vi.fn();
    const bad = preview({
      lines: [
        ...preview().lines,
        {
          line: 3,
          reference: "PAIE-3",
          operator: null,
          phone: null,
          amount: 5_000,
          fee: null,
          error: { code: "invalidPhone", field: "phone" },
        },
        {
          line: 4,
          reference: "PAIE-1",
          operator: "mtn_momo",
          phone: "0500000001",
          amount: 5_000,
          fee: 0,
          error: { code: "batchLineDuplicate", field: "reference" },
        },
      ],
      valid: 2,
      invalid: 2,
    });
    renderScreen(admin, <BatchPreviewView file={fileOf(bad, ["iban"])} creating={false} onCreate={onCreate} />);

    expect(screen.getByTestId("batch-unknown-columns").textContent).toContain("iban");
    expect(screen.getByTestId("batch-summary").textContent).toBe("2 lignes valides, 2 avec un problème, sur 4.");
    // The lines with a problem are shown first, alone.
    const rows = screen.getAllByTestId("batch-line");
    expect(rows.map((r) => r.getAttribute("data-line"))).toEqual(["3", "4"]);
    expect(rows[0]?.textContent).toContain("Numéro : Numéro de téléphone invalide (10 chiffres attendus).");
    expect(rows[1]?.textContent).toContain("Référence : Cette référence figure sur une autre ligne du lot.");

    expect(createButton().disabled).toBe(true);
    expect(screen.getByTestId("batch-create-blocker").textContent).toContain("Corrigez les lignes en erreur");
    fireEvent.click(createButton());
    expect(onCreate).not.toHaveBeenCalled();

    // Every line on request.
    fireEvent.click(screen.getByText("Toutes"));
    await waitFor(() => expect(screen.getAllByTestId("batch-line")).toHaveLength(4));
  });

  it("is disabled, in red, while an operator's balance does not cover its lines; enabled when all is well", async () => {
    await i18n.changeLanguage("fr");
    const short = preview({ totals: [{ ...mtn, available: 10_000, covered: false }], approvalRequired: true });
    const first = renderScreen(admin, <BatchPreviewView file={fileOf(short)} creating={false} onCreate={() => {}} />);
    const total = screen.getByTestId("batch-total");
    expect(total.getAttribute("data-covered")).toBe("false");
    expect(within(total).getByText("Non couvert")).toBeTruthy();
    expect(total.textContent).toContain("Nécessaire : 35 000 FCFA");
    expect(screen.getByTestId("batch-approval-note")).toBeTruthy();
    expect(createButton().disabled).toBe(true);
    expect(screen.getByTestId("batch-create-blocker").textContent).toContain("ne couvre pas");
    first.unmount();

    const onCreate = vi.fn();
    renderScreen(admin, <BatchPreviewView file={fileOf(preview())} creating={false} onCreate={onCreate} />);
    expect(screen.queryByTestId("batch-create-blocker")).toBeNull();
    expect(screen.queryByTestId("batch-approval-note")).toBeNull();
    expect(createButton().disabled).toBe(false);
    fireEvent.click(createButton());
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it("pages 10,000 lines 50 at a time", async () => {
    await i18n.changeLanguage("fr");
    const lines = Array.from({ length: 10_000 }, (_, i) => ({
      line: i + 1,
      reference: `R-${i + 1}`,
      operator: "mtn_momo" as const,
      phone: "0500000001",
      amount: 1_000,
      fee: 0,
      error: null,
    }));
    renderScreen(
      admin,
      <BatchPreviewView file={fileOf(preview({ lines, valid: 10_000 }))} creating={false} onCreate={() => {}} />,
    );
    expect(screen.getAllByTestId("batch-line")).toHaveLength(50);
    expect(screen.getByText(/Lignes 1 à 50 sur 10.000/)).toBeTruthy();
  });
});

describe("the bulk upload dialog", () => {
  it("sends the file as it is, previews it and creates the batch from its lines", async () => {
    await i18n.changeLanguage("fr");
    const sent: { url: string; type: string | null; body: unknown }[] = [];
    const file: PayoutBatchFile = fileOf(preview());
    const created = { id: "pob_1", status: "queued" } as PayoutBatchDetail;
    stubFetch((url, init) => {
      const headers = new Headers(init?.headers);
      sent.push({ url, type: headers.get("content-type"), body: init?.body });
      if (url === "/api/payout-batches/file") return json(file);
      if (url === "/api/payout-batches") return json(created, 201);
      return undefined;
    });
    const onCreated = vi.fn();
    renderScreen(admin, <BulkUploadDialog opened onClose={() => {}} onCreated={onCreated} />);
    const input = (await screen.findByTestId("bulk-upload")).querySelector('input[type="file"]') as HTMLInputElement;
    const csv = new File(["reference;amount;phone\nPAIE-1;15000;0500000001\n"], "paie.csv", {
      type: "application/vnd.ms-excel",
    });
    fireEvent.change(input, { target: { files: [csv] } });
    await screen.findByTestId("batch-preview");
    expect(sent[0]?.type).toBe("text/csv");
    expect(sent[0]?.body).toBeInstanceOf(Blob);

    fireEvent.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith("pob_1"));
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ lines: file.lines });
  });
});

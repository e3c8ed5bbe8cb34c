import { BANK_FILE_FORMATS } from "@payflow/contracts";
import { describe, expect, it } from "vitest";
import { bankFileCsv, bankLineReference, ribParts } from "../../src/modules/payouts/bank-file-formats";

// Each bank's transfer file (docs/OPERATORS.md § Banks): its header and one line, exactly. The
// layouts are assumptions to confirm with each bank at onboarding; this pins what they are now.

const line = {
  payoutId: "po_5fGk2LmQ8nRtVw3xYz7A1bC4",
  reference: bankLineReference("3f2a9c1b-7d4e-4a5b-9c8d-1e2f3a4b5c6d"),
  name: "Awa Koné",
  account: "CI0420100101234567890123",
  amount: 25_000,
  reason: "Salaire novembre",
};
const day = new Date("2026-11-25T09:15:02.118Z");

const EXPECTED: Record<(typeof BANK_FILE_FORMATS)[number], string[]> = {
  generic: [
    "Référence;Nom du bénéficiaire;Compte (RIB ou IBAN);Montant (XOF);Motif",
    "PO-3F2A9C1B7D4E;Awa Koné;CI0420100101234567890123;25000;Salaire novembre",
  ],
  cne: [
    "Référence;Nom bénéficiaire;RIB bénéficiaire;Montant;Libellé;Date d'exécution",
    "PO-3F2A9C1B7D4E;Awa Koné;CI0420100101234567890123;25000;Salaire novembre;25/11/2026",
  ],
  ecobank: [
    "Payment Reference;Beneficiary Name;Beneficiary Account Number;Amount;Currency;Narration",
    "PO-3F2A9C1B7D4E;Awa Koné;CI0420100101234567890123;25000;XOF;Salaire novembre",
  ],
  nsia: [
    "Code banque;Code guichet;Numéro de compte;Clé RIB;Nom du bénéficiaire;Montant;Référence;Motif",
    "CI042;01001;012345678901;23;Awa Koné;25000;PO-3F2A9C1B7D4E;Salaire novembre",
  ],
  sgbc: [
    "Référence virement;Nom du bénéficiaire;IBAN / RIB;Montant;Devise;Motif du virement",
    "PO-3F2A9C1B7D4E;Awa Koné;CI0420100101234567890123;25000;XOF;Salaire novembre",
  ],
  boa: [
    "N°;Bénéficiaire;RIB;Montant;Référence;Libellé;Date de valeur",
    "1;Awa Koné;CI0420100101234567890123;25000;PO-3F2A9C1B7D4E;Salaire novembre;25/11/2026",
  ],
  bni: [
    "Référence;Nom et prénoms;Code banque;Code agence;Numéro de compte;Clé RIB;Montant;Motif",
    "PO-3F2A9C1B7D4E;Awa Koné;CI042;01001;012345678901;23;25000;Salaire novembre",
  ],
};

describe("the transfer file of each bank", () => {
  for (const format of BANK_FILE_FORMATS) {
    it(`${format}: a BOM, ';', the header and one CRLF line`, () => {
      expect(bankFileCsv(format, [line], day)).toBe(`\uFEFF${EXPECTED[format].join("\r\n")}\r\n`);
    });
  }

  it("reads a RIB alone or in its IBAN; another account stays whole in the number's column", () => {
    const rib = { bank: "CI042", branch: "01001", number: "012345678901", key: "23" };
    expect(ribParts("CI0420100101234567890123")).toEqual(rib);
    expect(ribParts("CI93CI0420100101234567890123")).toEqual(rib);
    expect(ribParts("0123456789")).toBeNull();
    const other = bankFileCsv("bni", [{ ...line, account: "0123456789", reason: "" }], day);
    expect(other.split("\r\n")[1]).toBe("PO-3F2A9C1B7D4E;Awa Koné;;;0123456789;;25000;PO-3F2A9C1B7D4E");
  });
});

import type { FneOutcome } from "../../src/fne/client";
import type { FneFailure } from "../../src/fne/errors";
import type { FneSignRequest } from "../../src/fne/types";

// The FNE tests' requests: the DGI's worked example (docs/FNE.md, "A worked example") and ways of
// reading an outcome.

/** Two bags of rice at 5 000 HT (TVA 18 %), three tins of infant milk at 3 000 HT (TVAB 9 %) less 10 %. */
export function workedExample(overrides: Partial<FneSignRequest> = {}): FneSignRequest {
  return {
    invoiceType: "sale",
    paymentMethod: "mobile-money",
    template: "B2C",
    isRne: false,
    clientCompanyName: "Aya Kouassi",
    clientPhone: "0707112233",
    clientEmail: "aya.kouassi@example.ci",
    clientSellerName: "Caissier 1",
    pointOfSale: "CAISSE-1",
    establishment: "BOUTIQUE COCODY",
    commercialMessage: "Merci de votre visite",
    footer: "Echange sous 7 jours avec ce document",
    foreignCurrency: "",
    foreignCurrencyRate: 0,
    discount: 0,
    items: [
      {
        taxes: ["TVA"],
        reference: "RIZ-5KG",
        description: "Riz parfume 5 kg",
        quantity: 2,
        amount: 5000,
        discount: 0,
        measurementUnit: "sac",
      },
      {
        taxes: ["TVAB"],
        reference: "LAIT-400",
        description: "Lait infantile 400 g",
        quantity: 3,
        amount: 3000,
        discount: 10,
        measurementUnit: "boite",
      },
    ],
    ...overrides,
  };
}

/** The value of a success (fails the test with the failure otherwise). */
export function certified<T>(outcome: FneOutcome<T>): T {
  if (!outcome.ok) throw new Error(`expected a certification, got ${JSON.stringify(outcome.failure)}`);
  return outcome.value;
}

/** The failure of an outcome (fails the test on a success). */
export function failed<T>(outcome: FneOutcome<T>): FneFailure {
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`);
  return outcome.failure;
}

/** The counter of a 19-character number (its last 9 digits, or 8 for a credit note). */
export const counterOf = (reference: string) => Number(reference.slice(reference.startsWith("A") ? 11 : 10));

export const YY = String(new Date().getUTCFullYear() % 100).padStart(2, "0");
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

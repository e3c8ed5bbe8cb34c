import { PAYER_PREFIXES, type PaymentFailureCode, type PaymentOperator } from "@payflow/contracts";
import { PAYMENT_CODE_ALPHABET } from "../modules/payments";

// What the demo history (history.ts) is made of: Ivorian names and shops, what they sell,
// the operators' shares and failure reasons, amounts, phones, the shape of a day and of the
// quarter, and a seeded random generator so every run writes the same history.

export const DAYS = 90;
const TARGET_PAYMENTS = 21_500;

export const FIRST_NAMES = [
  "Aya",
  "Adjoua",
  "Akissi",
  "Amenan",
  "Affoué",
  "Mariam",
  "Fatou",
  "Awa",
  "Aminata",
  "Nadège",
  "Kouadio",
  "Kouassi",
  "Konan",
  "Yao",
  "Koffi",
  "N'Guessan",
  "Ibrahim",
  "Moussa",
  "Seydou",
  "Arsène",
  "Jean-Marc",
  "Serge",
  "Didier",
  "Yannick",
  "Christelle",
  "Estelle",
  "Bintou",
  "Salimata",
  "Drissa",
  "Lacina",
];
export const LAST_NAMES = [
  "Kouamé",
  "Koné",
  "Traoré",
  "Ouattara",
  "Coulibaly",
  "Bamba",
  "Yao",
  "Kouassi",
  "Diabaté",
  "Touré",
  "Brou",
  "Aka",
  "Gbagbo",
  "Dosso",
  "Cissé",
  "Fofana",
  "Sangaré",
  "Diallo",
  "Kacou",
  "N'Dri",
];
export const BUSINESSES = [
  "Maquis Chez Tantie",
  "Boutique Adjamé Mode",
  "Pharmacie du Plateau",
  "Quincaillerie Yopougon",
  "Garba Express",
  "Pressing Cocody",
  "Supérette Marcory",
  "Librairie Treichville",
  "Salon Beauté Riviera",
  "Alloco Palace",
];
export const DESCRIPTIONS = [
  "Commande en ligne",
  "Livraison Abidjan",
  "Abonnement mensuel",
  "Achat en boutique",
  "Réservation",
  "Facture",
  "Recharge",
  "Frais de scolarité",
  "Course",
  "Consultation",
];

/** Operators' share of payments, and each one's failure reasons as its adapter maps them. */
export const OPERATORS: Array<{ operator: PaymentOperator; weight: number }> = [
  { operator: "wave", weight: 34 },
  { operator: "orange_money", weight: 30 },
  { operator: "mtn_momo", weight: 19 },
  { operator: "moov_money", weight: 11 },
  { operator: "bank_transfer", weight: 6 },
];
export const FAILURES: Array<{ code: PaymentFailureCode; message: string; operatorCode: string }> = [
  { code: "insufficient_funds", message: "Solde insuffisant.", operatorCode: "insufficient-funds" },
  { code: "payer_declined", message: "Le payeur a refusé le paiement.", operatorCode: "APPROVAL_REJECTED" },
  { code: "payer_not_found", message: "Numéro inconnu de l'opérateur.", operatorCode: "PAYER_NOT_FOUND" },
  { code: "limit_exceeded", message: "Plafond de transactions atteint.", operatorCode: "LIMIT_EXCEEDED" },
];

/** A small seeded random generator (mulberry32): the same history on every run. */
export function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const weighted = <T extends { weight: number }>(items: readonly T[]) => {
    let r = next() * items.reduce((s, i) => s + i.weight, 0);
    for (const item of items) {
      r -= item.weight;
      if (r < 0) return item;
    }
    return items[items.length - 1] as T;
  };
  return { next, int, pick, weighted };
}
export type Random = ReturnType<typeof randomFrom>;

/** A payment code like the engine draws (modules/payments/codes.ts), from the seeded generator. */
export const codeOf = (rnd: Random) => {
  const part = () => Array.from({ length: 4 }, () => rnd.pick([...PAYMENT_CODE_ALPHABET])).join("");
  return `PF-${part()}-${part()}`;
};

/** An amount as shops charge: small ones most often, rounded to 25, 50 or 100 XOF. */
export function amountOf(rnd: Random, operator: PaymentOperator): number {
  const r = rnd.next();
  const raw =
    operator === "bank_transfer"
      ? 50_000 + r * 950_000
      : r < 0.55
        ? 500 + rnd.next() * 9_500
        : r < 0.9
          ? 10_000 + rnd.next() * 40_000
          : 50_000 + rnd.next() * 200_000;
  const step = raw < 5_000 ? 25 : raw < 50_000 ? 50 : 100;
  return Math.max(100, Math.round(raw / step) * step);
}

export function phoneOf(rnd: Random, operator: PaymentOperator): string | null {
  if (operator === "bank_transfer") return null;
  const prefix = rnd.pick(PAYER_PREFIXES[operator as Exclude<PaymentOperator, "bank_transfer">]);
  return `${prefix}${String(rnd.int(10_000_000, 99_999_999))}`;
}

/** How many payments a day gets: growth over the quarter, quieter weekends, some noise. */
export function paymentsOn(rnd: Random, day: Date, index: number): number {
  const growth = 0.7 + (0.6 * index) / DAYS;
  const weekday = day.getUTCDay();
  const week = weekday === 0 ? 0.45 : weekday === 6 ? 0.75 : 1.1;
  return Math.round((TARGET_PAYMENTS / DAYS) * growth * week * (0.85 + 0.3 * rnd.next()));
}

/** An hour of the day, Abidjan time (UTC): business hours, a lunch and an evening peak. */
export const HOUR_WEIGHTS = [1, 1, 1, 1, 1, 2, 4, 7, 10, 11, 11, 12, 14, 12, 10, 10, 11, 12, 13, 11, 8, 5, 3, 2].map(
  (weight, hour) => ({ hour, weight }),
);

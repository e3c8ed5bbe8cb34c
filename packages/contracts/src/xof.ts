import type { Language } from "./constants";

// Amounts for people, outside the web app (a printed sticker, a document the server draws).

/** Integer XOF as the screens write it: "1 250 000 FCFA" (fr) / "1,250,000 FCFA" (en). */
export function formatXof(amount: number, language: Language): string {
  const digits = new Intl.NumberFormat(language === "en" ? "en-US" : "fr-FR", { maximumFractionDigits: 0 }).format(
    amount,
  );
  // fr-FR groups with a narrow no-break space; the product shows a plain space.
  return `${digits.replace(/\u202f|\u00a0/g, " ")} FCFA`;
}

// Integer XOF as people read it, written once for every page that shows an amount: the
// dashboard, the payer's pages, the sandboxes' pages and the printed stickers.

/** "1 250 000 FCFA" (fr) / "1,250,000 FCFA" (en). */
export function formatXof(amount: number, language: string = "fr"): string {
  const locale = language.startsWith("en") ? "en-US" : "fr-FR";
  const digits = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount);
  // fr-FR groups with a narrow no-break space; the product shows a plain space.
  return `${digits.replace(/\u202f|\u00a0/g, " ")} FCFA`;
}

// Built once: making an Intl.NumberFormat costs far more than formatting with it.
const AMOUNT_FORMATS = { en: new Intl.NumberFormat("en-US"), fr: new Intl.NumberFormat("fr-FR") };

/** Integer XOF as people read it in their language: "1 250 000" / "1,250,000". */
export function formatAmount(amount: number, language: string): string {
  return AMOUNT_FORMATS[language === "en" ? "en" : "fr"].format(amount).replaceAll("\u202f", " ");
}

// CSV as PayFlow writes it (docs/CONVENTIONS.md): the transactions export, reports, the books'
// files and the payouts' files share these two.

/** One CSV field: quoted when it holds a separator, a quote or a line break; formulas defused. */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** CSV lines of fields (csvField each), separated by `separator`, each line ending in CRLF. */
export function csvLines(lines: (string | number | null)[][], separator: "," | ";" = ","): string {
  return lines.map((l) => `${l.map(csvField).join(separator)}\r\n`).join("");
}

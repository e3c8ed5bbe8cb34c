// What the server writes into a payer's page for its script (docs/PAYMENTS.md § Payment links):
// the page's subject as JSON in a <script type="application/json"> block, read once at start.

/** What the server wrote into the page as JSON (a link, an invoice); null when it wrote none. */
export function dataOfPage<T>(id: string): T | null {
  const data = document.getElementById(id)?.textContent;
  if (!data) return null;
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

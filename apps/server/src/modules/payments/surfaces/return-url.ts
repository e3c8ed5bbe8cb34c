// Where the checkout page may send the payer once their payment is final.

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** PayFlow's signed-in areas: a payer there only meets the sign-in page. */
const SIGNED_IN_AREAS = ["/dashboard", "/client-dashboard"];

const sameHost = (a: URL, b: URL) =>
  a.protocol === b.protocol &&
  a.port === b.port &&
  (a.hostname === b.hostname || (LOOPBACK.has(a.hostname) && LOOPBACK.has(b.hostname)));

const inArea = (path: string) => SIGNED_IN_AREAS.some((area) => path === area || path.startsWith(`${area}/`));

/**
 * True when a success/error URL is one of PayFlow's own staff or portal pages (the POS stored
 * its own address until it stopped doing so): that is no merchant page, so the payer stays on
 * their receipt instead of being sent to the sign-in page, however often they reopen the link.
 */
export function isPayflowSignedInPage(target: string, publicUrl: string): boolean {
  const url = new URL(target);
  return sameHost(url, new URL(publicUrl)) && inArea(url.pathname);
}

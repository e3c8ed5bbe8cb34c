// The websites a business lets show its checkout in payflow.js's overlay (docs/API.md §
// payflow.js): the checks the Settings card and the server both apply. Pure data and checks
// without zod, so the card does not pull zod.

/** At most this many sites per business. */
export const CHECKOUT_ORIGINS_MAX = 10;
export const CHECKOUT_ORIGIN_MAX_LENGTH = 253;

const HTTPS_ORIGIN = /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;
/** A developer's own machine: plain http is allowed there only while the sandboxes run. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** An origin as browsers send it: lower case, no trailing slash, no path. */
export const normalizeCheckoutOrigin = (value: string) => value.trim().toLowerCase().replace(/\/+$/, "");

/**
 * The origin's problem, or null: `https://host[:port]` only (no path, query or wildcard);
 * `http://localhost[:port]` too where `allowLocal` says so (the server: while its sandboxes run).
 */
export function checkoutOriginError(value: string, allowLocal = true): "checkoutOriginInvalid" | null {
  const origin = normalizeCheckoutOrigin(value);
  if (origin.length > CHECKOUT_ORIGIN_MAX_LENGTH) return "checkoutOriginInvalid";
  return HTTPS_ORIGIN.test(origin) || (allowLocal && LOCAL_ORIGIN.test(origin)) ? null : "checkoutOriginInvalid";
}

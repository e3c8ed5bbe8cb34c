import dns from "node:dns";
import { lookup } from "node:dns/promises";
import net from "node:net";
import type { Mode } from "@payflow/contracts";
import ipaddr from "ipaddr.js";
import { AppError } from "../../http/errors";

// Where PayFlow may POST a merchant's events (server-side request forgery). Live endpoints must
// be https and every address their host resolves to public unicast — no private, loopback,
// link-local, unique-local, CGNAT, multicast, unspecified or reserved address. It is checked when
// the URL is saved and again at each delivery, on the very address connected to (DNS can change).
// Test mode lets developers receive on their own machine (http://localhost…), but never reach
// link-local addresses, where cloud metadata services live.

export function addressAllowed(mode: Mode, address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return mode === "live" ? range === "unicast" : range !== "linkLocal";
}

/** The URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/** Checks an endpoint URL for this mode (syntax, scheme, resolved addresses); answers it trimmed. */
export async function checkEndpointUrl(value: string, mode: Mode): Promise<string> {
  const trimmed = value.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new AppError("webhookUrlInvalid", { field: "url" });
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) {
    throw new AppError("webhookUrlInvalid", { field: "url" });
  }
  if (mode === "live" && url.protocol !== "https:") throw new AppError("webhookUrlHttpsRequired", { field: "url" });
  const addresses = await resolve(hostOf(url));
  // A test URL whose name does not resolve here may still be fixed later; a live one cannot be vetted.
  if (addresses === null && mode === "live") throw new AppError("webhookUrlNotAllowed", { field: "url" });
  if (addresses?.some((a) => !addressAllowed(mode, a))) throw new AppError("webhookUrlNotAllowed", { field: "url" });
  return trimmed;
}

async function resolve(host: string): Promise<string[] | null> {
  if (net.isIP(host)) return [host];
  try {
    return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return null;
  }
}

/**
 * A DNS lookup for the delivery's connection that refuses a host when any of its addresses is
 * not allowed in this mode, so the address connected to is one that was checked.
 */
export function guardedLookup(mode: Mode): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const refused = addresses.find((a) => !addressAllowed(mode, a.address));
      if (refused) return callback(notAllowed(hostname, refused.address), "");
      const first = addresses[0];
      if (options.all) return callback(null, addresses);
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "");
      return callback(null, first.address, first.family);
    });
  };
}

export function notAllowed(host: string, address: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${host} resolves to ${address}, which webhooks may not reach`), {
    code: "EADDRNOTALLOWED",
  });
}

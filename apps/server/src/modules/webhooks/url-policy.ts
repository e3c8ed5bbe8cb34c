import dns from "node:dns";
import { lookup } from "node:dns/promises";
import net from "node:net";
import type { Mode } from "@payflow/contracts";
import ipaddr from "ipaddr.js";
import type { Config } from "../../config/env";
import { AppError } from "../../http/errors";

// Where PayFlow may POST a merchant's events (server-side request forgery). An endpoint's address
// must be public unicast — no private, link-local (cloud metadata), unique-local, CGNAT, multicast,
// unspecified or reserved address, nor an IPv6 form that carries one (IPv4-mapped, IPv4-compatible
// ::/96, NAT64, 6to4) — in both modes. The one exception is loopback in test mode while the
// deployment itself is local (no PUBLIC_URL, or a loopback one): a developer receiving on their
// own machine. A hosted PayFlow never posts to its own machine. Live endpoints must also be https.
// It is checked when the URL is saved and again at each delivery, on the very address connected
// to (DNS can change).

/** What decides whether an address may be reached: the endpoint's mode and where PayFlow runs. */
export type AddressPolicy = { mode: Mode; localDeployment: boolean };

/** Public addresses whose range looks ordinary but that answer a cloud's platform or metadata. */
const PLATFORM_ADDRESSES = new Set(["168.63.129.16"]); // Azure's WireServer

type AddressKind = "public" | "loopback" | "forbidden";

function kindOfV4(address: ipaddr.IPv4): AddressKind {
  const range = address.range();
  if (range === "loopback") return "loopback";
  return range === "unicast" && !PLATFORM_ADDRESSES.has(address.toString()) ? "public" : "forbidden";
}

/** Whether an address is public, PayFlow's own machine (loopback), or never to be reached. */
export function addressKind(address: string): AddressKind {
  if (net.isIPv4(address)) return kindOfV4(ipaddr.IPv4.parse(address));
  // Zone ids only go with link-local addresses.
  if (!net.isIPv6(address) || address.includes("%")) return "forbidden";
  // The WHATWG serialisation writes an embedded IPv4 in hex (ipaddr.js reads "::a.b.c.d" as mapped).
  const v6 = ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  if (v6.isIPv4MappedAddress()) return kindOfV4(v6.toIPv4Address());
  const range = v6.range();
  if (range === "loopback") return "loopback";
  // ::/96 is IPv4-compatible (deprecated), an IPv4 address by another name.
  if (range !== "unicast" || v6.match(ipaddr.IPv6.parse("::"), 96)) return "forbidden";
  return "public";
}

export function addressAllowed(policy: AddressPolicy, address: string): boolean {
  const kind = addressKind(address);
  return kind === "public" || (kind === "loopback" && policy.mode === "test" && policy.localDeployment);
}

/** A deployment is local when its public address is unset or on this machine (localhost, 127.x, ::1). */
export function isLocalDeployment(config: Pick<Config, "PUBLIC_URL">): boolean {
  if (!config.PUBLIC_URL) return true;
  const host = hostOf(new URL(config.PUBLIC_URL)).toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return net.isIP(host) !== 0 && addressKind(host) === "loopback";
}

export function addressPolicy(config: Pick<Config, "PUBLIC_URL">, mode: Mode): AddressPolicy {
  return { mode, localDeployment: isLocalDeployment(config) };
}

/** The URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/** Checks an endpoint URL (syntax, scheme, resolved addresses) under a policy; answers it trimmed. */
export async function checkEndpointUrl(value: string, policy: AddressPolicy): Promise<string> {
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
  if (policy.mode === "live" && url.protocol !== "https:") {
    throw new AppError("webhookUrlHttpsRequired", { field: "url" });
  }
  const addresses = await resolve(hostOf(url));
  // A test URL whose name does not resolve here may still be fixed later; a live one cannot be vetted.
  if (addresses === null && policy.mode === "live") throw new AppError("webhookUrlNotAllowed", { field: "url" });
  if (addresses?.some((a) => !addressAllowed(policy, a))) throw new AppError("webhookUrlNotAllowed", { field: "url" });
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
 * not allowed under the policy, so the address connected to is one that was checked. `allowed`
 * hears the addresses it lets through.
 */
export function guardedLookup(policy: AddressPolicy, allowed?: (addresses: string[]) => void): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const refused = addresses.find((a) => !addressAllowed(policy, a.address));
      if (refused) return callback(notAllowed(hostname, refused.address), "");
      allowed?.(addresses.map((a) => a.address));
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

import http from "node:http";
import https from "node:https";
import net from "node:net";
import { type AddressPolicy, addressAllowed, addressKind, guardedLookup, hostOf, notAllowed } from "./url-policy";

// One POST of a delivery to its endpoint. Never throws: what happened is the attempt's record.
// Redirects are not followed (a 3xx is a failed attempt), and only the start of the answer is
// read, so a huge or endless answer costs nothing. What a non-public address (loopback, in test
// mode on a local deployment) answered is not kept: its status only, and one generic error for
// any network failure, so the delivery log cannot tell PayFlow's own ports apart.

export type SendResult = {
  /** The receiver's HTTP status; null when no answer came. */
  status: number | null;
  /** The first characters of the answer. */
  response: string | null;
  error: string | null;
  durationMs: number;
};

export const RESPONSE_EXCERPT_CHARS = 500;

/** The one error logged for a non-public address that gave no answer, whatever happened. */
export const PRIVATE_TARGET_ERROR = "Could not connect";

export function post(
  target: string,
  body: string,
  headers: Record<string, string>,
  opts: AddressPolicy & { timeoutMs: number },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (r: Omit<SendResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...r, durationMs: elapsed() });
    };
    const url = new URL(target);
    const host = hostOf(url);
    // Whether the address connected to is not public (then its answer and errors stay unshown).
    let privateTarget = net.isIP(host) !== 0 && addressKind(host) !== "public";
    const failed = (error: NodeJS.ErrnoException) => {
      const shown = privateTarget && error.code !== "EADDRNOTALLOWED" ? PRIVATE_TARGET_ERROR : error.message;
      finish({ status: null, response: null, error: shown.slice(0, 500) });
    };

    // A literal address is connected to without a lookup: check it here.
    if (net.isIP(host) && !addressAllowed(opts, host)) return failed(notAllowed(host, host));

    const client = url.protocol === "https:" ? https : http;
    const req = client.request(url, {
      method: "POST",
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      lookup: guardedLookup(opts, (addresses) => {
        if (addresses.some((a) => addressKind(a) !== "public")) privateTarget = true;
      }),
    });
    timer = setTimeout(() => {
      failed(new Error(`no answer within ${opts.timeoutMs / 1000} s`));
      req.destroy();
    }, opts.timeoutMs);
    req.on("error", failed);
    req.on("response", (res) => {
      if (privateTarget) {
        finish({ status: res.statusCode ?? null, response: null, error: null });
        res.destroy();
        return;
      }
      let text = "";
      const done = () =>
        finish({ status: res.statusCode ?? null, response: text.slice(0, RESPONSE_EXCERPT_CHARS), error: null });
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
        if (text.length < RESPONSE_EXCERPT_CHARS) return;
        done();
        // The rest is not read: the connection goes rather than stay busy with it.
        res.destroy();
      });
      res.on("end", done);
      res.on("error", done);
    });
    req.end(body);
  });
}

import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { Mode } from "@payflow/contracts";
import { addressAllowed, guardedLookup, hostOf, notAllowed } from "./url-policy";

// One POST of a delivery to its endpoint. Never throws: what happened is the attempt's record.
// Redirects are not followed (a 3xx is a failed attempt), and only the start of the answer is
// read, so a huge or endless answer costs nothing.

export type SendResult = {
  /** The receiver's HTTP status; null when no answer came. */
  status: number | null;
  /** The first characters of the answer. */
  response: string | null;
  error: string | null;
  durationMs: number;
};

export const RESPONSE_EXCERPT_CHARS = 500;

export function post(
  target: string,
  body: string,
  headers: Record<string, string>,
  opts: { mode: Mode; timeoutMs: number },
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
    const failed = (error: Error) => finish({ status: null, response: null, error: error.message.slice(0, 500) });

    const url = new URL(target);
    // A literal address is connected to without a lookup: check it here.
    const host = hostOf(url);
    if (net.isIP(host) && !addressAllowed(opts.mode, host)) return failed(notAllowed(host, host));

    const client = url.protocol === "https:" ? https : http;
    const req = client.request(url, {
      method: "POST",
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      lookup: guardedLookup(opts.mode),
    });
    timer = setTimeout(() => {
      failed(new Error(`no answer within ${opts.timeoutMs / 1000} s`));
      req.destroy();
    }, opts.timeoutMs);
    req.on("error", failed);
    req.on("response", (res) => {
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

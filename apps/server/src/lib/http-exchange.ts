import http from "node:http";
import https from "node:https";

// One HTTP request and its whole answer, on kept-alive connections: PayFlow's calls to operators
// (operators/http.ts) and the sandboxes' callbacks to PayFlow. node:http rather than fetch: a
// payment creation's operator call and a callback are hot paths, and fetch's streams and
// signals cost several times more. An idle connection is closed after 5 s, or a second before
// the server's Keep-Alive hint: a create sent on a connection the operator has just closed
// would fail with an unknown outcome.

const IDLE_MS = 5_000;
const httpAgent = new http.Agent({ keepAlive: true, timeout: IDLE_MS });
const httpsAgent = new https.Agent({ keepAlive: true, timeout: IDLE_MS });

/** No whole answer came within the time given (the socket was destroyed). */
export class NoAnswerInTime extends Error {}

/** One request and its whole answer, given up (socket destroyed) after `timeoutMs`. Redirects are not followed. */
export function exchange(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === "https:";
    const sent = body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) };
    const req = (secure ? https : http).request(
      target,
      { method, headers: sent, agent: secure ? httpsAgent : httpAgent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          clearTimeout(deadline);
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") });
        });
        res.on("error", fail);
      },
    );
    let late = false;
    function fail(error: Error) {
      clearTimeout(deadline);
      // Whichever side reports the destroyed socket first, a call past its time is a time-out.
      reject(late ? new NoAnswerInTime() : error);
    }
    const deadline = setTimeout(() => {
      late = true;
      req.destroy(new NoAnswerInTime());
    }, timeoutMs);
    req.on("error", fail);
    req.end(body);
  });
}

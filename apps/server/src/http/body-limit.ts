import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

// The largest body a route takes, checked without building the Web Request. Hono's own
// middleware asks for the request's body stream first, and on Node that builds the whole Web
// Request (headers, signal, a ReadableStream over the socket) for every POST — a payment's
// creation and every operator callback paid for it, though the body is then read by the
// server's fast path anyway. A body with a Content-Length is judged by it (Node's parser never
// reads past it); one streamed without (chunked) is counted as it comes, by Hono's middleware.

export function limitBody(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return (c, next) => {
    // Reads are never given a body.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number.parseInt(length, 10) > maxSize ? Promise.resolve(onError(c)) : next();
    }
    return counted(c, next);
  };
}

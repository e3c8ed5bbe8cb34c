import { existsSync, readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";

/** A body kept in memory as is and compressed both ways, compressed once rather than per request. */
export type Encoded = { raw: Bytes; br: Bytes; gzip: Bytes };
type Bytes = Uint8Array<ArrayBuffer>;

/** Node's Buffers, copied once into what a Response takes. */
export const encoded = (raw: Uint8Array, br: Uint8Array, gzip: Uint8Array): Encoded => ({
  raw: Uint8Array.from(raw),
  br: Uint8Array.from(br),
  gzip: Uint8Array.from(gzip),
});

/** Compresses a small body now (brotli at its best, gzip level 9): for files of a few tens of KB. */
export function encodeNow(raw: Uint8Array): Encoded {
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return encoded(raw, br, gzipSync(raw, { level: 9 }));
}

/** A built file with the .br and .gz the web build wrote beside it, or compressed now when it wrote none. */
export function readEncoded(file: string): Encoded {
  const raw = readFileSync(file);
  if (!existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) return encodeNow(raw);
  return encoded(raw, readFileSync(`${file}.br`), readFileSync(`${file}.gz`));
}

/** The best encoding the request accepts: brotli, else gzip, else none. */
export function acceptedEncoding(c: Context): "br" | "gzip" | null {
  const accepted = c.req.header("accept-encoding") ?? "";
  return /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
}

/** Answers `body` in the encoding the request accepts best, with its type; caches may keep one per encoding. */
export function sendEncoded(c: Context, body: Encoded, contentType: string): Response {
  c.header("content-type", contentType);
  c.header("vary", "Accept-Encoding");
  const encoding = acceptedEncoding(c);
  if (encoding) c.header("content-encoding", encoding);
  return c.body(encoding ? body[encoding] : body.raw);
}

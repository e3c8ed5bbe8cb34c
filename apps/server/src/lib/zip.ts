import { promisify } from "node:util";
import { inflateRaw } from "node:zlib";

// What a zip (an XLSX workbook is one) inflates to, bounded before anything parses it: a file of a
// few hundred KB can declare, or hold, gigabytes (a "zip bomb"). Read from the central directory
// (PKWARE's APPNOTE.TXT § 4.3): the declared sizes are summed first, then each entry is inflated
// with its declared size as a hard ceiling, so an entry that lies about its size is caught too.
// A streaming reader reads the local headers one after the other, not the central directory: the
// entries must therefore fill the file from its first byte to the directory with nothing between
// them, and each local header must say what the directory says, or a hidden entry could be
// read that was never counted. ZIP64 and methods other than stored and deflate are refused: a
// workbook small enough to upload needs neither.

const inflate = promisify(inflateRaw);

export type ZipCheck = { ok: true; inflated: number } | { ok: false; reason: "unreadable" | "tooLarge" };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
/** The end-of-central-directory record's size without its comment, and the comment's largest. */
const EOCD_SIZE = 22;
const COMMENT_MAX = 0xffff;

type Entry = { method: number; flags: number; crc: number; packed: number; size: number; offset: number };

/** The central directory's entries, or null when the bytes are no zip this reader takes. */
function centralEntries(view: DataView): { entries: Entry[]; directory: number } | null {
  const end = view.byteLength;
  let at = -1;
  for (let i = end - EOCD_SIZE; i >= Math.max(0, end - EOCD_SIZE - COMMENT_MAX); i--) {
    if (view.getUint32(i, true) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const count = view.getUint16(at + 10, true);
  const directory = view.getUint32(at + 16, true);
  // ZIP64 marks these with all ones.
  if (count === 0xffff || directory === 0xffffffff || directory > at) return null;
  const entries: Entry[] = [];
  let p = directory;
  for (let n = 0; n < count; n++) {
    if (p + 46 > at || view.getUint32(p, true) !== CENTRAL) return null;
    entries.push({
      flags: view.getUint16(p + 8, true),
      method: view.getUint16(p + 10, true),
      crc: view.getUint32(p + 16, true),
      packed: view.getUint32(p + 20, true),
      size: view.getUint32(p + 24, true),
      offset: view.getUint32(p + 42, true),
    });
    p += 46 + view.getUint16(p + 28, true) + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  return { entries, directory };
}

/** Where an entry's data starts, when its local header agrees with the directory; else null. */
function dataStart(view: DataView, e: Entry): number | null {
  if (e.offset + 30 > view.byteLength || view.getUint32(e.offset, true) !== LOCAL) return null;
  const described = (e.flags & 0x08) !== 0;
  // Without a data descriptor the local header carries the sizes a streaming reader goes by.
  if (
    !described &&
    (view.getUint32(e.offset + 18, true) !== e.packed || view.getUint32(e.offset + 22, true) !== e.size)
  )
    return null;
  return e.offset + 30 + view.getUint16(e.offset + 26, true) + view.getUint16(e.offset + 28, true);
}

/** The end of an entry's data descriptor (signature optional, 32-bit sizes): where the next entry must begin. */
function descriptorEnd(view: DataView, e: Entry, from: number): number | null {
  const signed = from + 16 <= view.byteLength && view.getUint32(from, true) === DESCRIPTOR;
  const at = signed ? from + 4 : from;
  if (at + 12 > view.byteLength) return null;
  const agrees =
    view.getUint32(at, true) === e.crc &&
    view.getUint32(at + 4, true) === e.packed &&
    view.getUint32(at + 8, true) === e.size;
  return agrees ? at + 12 : null;
}

/**
 * Whether these bytes, a zip, inflate to at most `max` bytes in all: refused as `tooLarge` on the
 * declared sizes before anything is inflated, or on the first entry that inflates past its own.
 */
export async function checkZipInflation(bytes: Uint8Array, max: number): Promise<ZipCheck> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < EOCD_SIZE) return { ok: false, reason: "unreadable" };
  const read = centralEntries(view);
  if (!read) return { ok: false, reason: "unreadable" };
  const declared = read.entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > max) return { ok: false, reason: "tooLarge" };
  let next = 0;
  for (const e of [...read.entries].sort((a, b) => a.offset - b.offset)) {
    const start = e.offset === next ? dataStart(view, e) : null;
    if (start === null || start + e.packed > read.directory) return { ok: false, reason: "unreadable" };
    const data = bytes.subarray(start, start + e.packed);
    if (e.method === 0) {
      if (e.packed !== e.size) return { ok: false, reason: "unreadable" };
    } else if (e.method === 8) {
      let out: Buffer;
      try {
        // One byte more than declared: reaching it means the entry lies about its size.
        out = await inflate(data, { maxOutputLength: e.size + 1 });
      } catch (error) {
        const tooBig = (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE";
        return { ok: false, reason: tooBig ? "tooLarge" : "unreadable" };
      }
      if (out.length !== e.size) return { ok: false, reason: out.length > e.size ? "tooLarge" : "unreadable" };
    } else return { ok: false, reason: "unreadable" };
    next = start + e.packed;
    if (e.flags & 0x08) {
      const end = descriptorEnd(view, e, next);
      if (end === null) return { ok: false, reason: "unreadable" };
      next = end;
    }
  }
  if (next !== read.directory) return { ok: false, reason: "unreadable" };
  return { ok: true, inflated: declared };
}

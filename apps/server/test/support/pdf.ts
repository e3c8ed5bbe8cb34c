import { crc32, inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { PNG } from "pngjs";

// Just enough PDF reading to check what a generated PDF shows: its pages' sizes, its text (the
// strings its content streams draw), and its images, decoded back to pixels. Written for pdfkit's
// output (direct stream lengths, text drawn as TJ arrays of hex strings in WinAnsi).

type PdfStream = { dict: string; data: Buffer };

/** Every stream object: its dictionary and its bytes as stored (still compressed). */
function streams(pdf: Buffer): PdfStream[] {
  const text = pdf.toString("latin1");
  const found: PdfStream[] = [];
  for (const match of text.matchAll(/\d+ 0 obj\s*((?:(?!endobj)[\s\S])*?)\bstream\r?\n/g)) {
    const dict = match[1] ?? "";
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = (match.index ?? 0) + match[0].length;
    found.push({ dict, data: pdf.subarray(start, start + length) });
  }
  return found;
}

const inflated = (s: PdfStream) => (s.dict.includes("/FlateDecode") ? inflateSync(s.data) : s.data);

/** The pages' sizes, in points, from their MediaBox. */
export function pageSizes(pdf: Buffer): [number, number][] {
  return [...pdf.toString("latin1").matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
}

// WinAnsi is Latin-1 but for 0x80–0x9F (Node 20's TextDecoder reads windows-1252 as Latin-1).
const WIN_ANSI_80 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_80[b - 0x80] : String.fromCharCode(b))).join("");

/** The text the pages draw, one drawn line per line, decoded from WinAnsi. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const s of streams(pdf).filter((s) => !s.dict.includes("/Subtype /Image"))) {
    for (const tj of inflated(s)
      .toString("latin1")
      .matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join("");
      lines.push(winAnsi(Buffer.from(hex, "hex")));
    }
  }
  return lines.join("\n");
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The images drawn, as PNGs: pdfkit stores a PNG's compressed rows as they were (FlateDecode
 * with PNG predictors), so its pixels are back as a PNG with that stream as its only IDAT.
 */
export function pdfImages(pdf: Buffer): PNG[] {
  return streams(pdf)
    .filter((s) => s.dict.includes("/Subtype /Image"))
    .map((s) => {
      const number = (key: string) => Number(new RegExp(`/${key} (\\d+)`).exec(s.dict)?.[1]);
      const colorType = s.dict.includes("/DeviceGray") ? 0 : 2;
      const header = Buffer.alloc(13);
      header.writeUInt32BE(number("Width"), 0);
      header.writeUInt32BE(number("Height"), 4);
      header.writeUInt8(number("BitsPerComponent"), 8);
      header.writeUInt8(colorType, 9);
      const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const png = Buffer.concat([
        signature,
        chunk("IHDR", header),
        chunk("IDAT", s.data),
        chunk("IEND", Buffer.alloc(0)),
      ]);
      return PNG.sync.read(png);
    });
}

/** What a QR code in this image says, or null when none is read. */
export function readQr(image: PNG): string | null {
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

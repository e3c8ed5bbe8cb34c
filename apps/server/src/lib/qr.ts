import QRCode from "qrcode";

/** A QR code of `text` as an SVG data URL, ready for an <img src>. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The quiet zone the QR code standard asks around the code, in modules. */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` to print: a black and white PNG (8-bit greyscale, no alpha) at least
 * `minWidth` pixels wide, each module a whole number of pixels, with the standard quiet zone.
 */
export function qrPng(text: string, minWidth = 600): Promise<Buffer> {
  const modules = QRCode.create(text, { errorCorrectionLevel: "M" }).modules.size + 2 * QUIET_ZONE;
  // Greyscale output (pngjs's colorType 0), which @types/qrcode does not name.
  const rendererOpts: Record<string, number> = { colorType: 0 };
  return QRCode.toBuffer(text, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: QUIET_ZONE,
    scale: Math.ceil(minWidth / modules),
    rendererOpts,
  });
}

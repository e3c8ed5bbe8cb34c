import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { fileNameOf, requestFile, saveFile } from "../../../lib/download";

// The link's sticker files are built by the server in the request's mode, which the API client
// sends as a header: an <img src> or a plain link could not send it, so both are asked through
// lib/download (as the payments' CSV export is) and handed to the page as a blob.

export type StickerLanguage = "fr" | "en";

/** The sticker's address in `lang`: the PDF to print, or the PNG of its QR code. */
export const stickerPath = (id: string, format: "png" | "pdf", lang: StickerLanguage) =>
  `${API.paymentLinkSticker(id, format)}?lang=${lang}`;

/** GET …/sticker.png: the QR code's picture, as a blob. */
export async function fetchStickerPng(id: string): Promise<Blob> {
  return (await requestFile(API.paymentLinkSticker(id, "png"))).blob();
}

/** Its own key root: a link's QR code never changes, so live payment updates leave it alone. */
export const stickerPngQuery = (mode: "test" | "live", id: string) =>
  queryOptions({
    queryKey: ["payment-link-sticker", mode, id],
    queryFn: () => fetchStickerPng(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET …/sticker.pdf?lang=: the A6 sticker to print, handed to the browser as a download. */
export async function downloadStickerPdf(id: string, lang: StickerLanguage): Promise<void> {
  const res = await requestFile(stickerPath(id, "pdf", lang));
  saveFile(await res.blob(), fileNameOf(res, `payflow-sticker-${id}.pdf`));
}

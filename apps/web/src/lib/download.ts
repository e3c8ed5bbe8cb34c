import { MODE_HEADER } from "@payflow/contracts/payment-rules";
import { currentMode } from "./test-mode";

/**
 * A file the server builds (an export, a report), asked with the session cookie and the mode
 * like every call of lib/api; a POST when there is a body. Any failure is an Error with the status.
 */
export async function requestFile(path: string, body?: unknown): Promise<Response> {
  const res = await fetch(path, {
    ...(body === undefined ? {} : { method: "POST", body: JSON.stringify(body) }),
    credentials: "same-origin",
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), [MODE_HEADER]: currentMode() },
  });
  if (!res.ok) throw new Error(String(res.status));
  return res;
}

/** The name the server gave the file (Content-Disposition), else `fallback`. */
export function fileNameOf(res: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallback;
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

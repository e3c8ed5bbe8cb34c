import type { Context } from "hono";
import { spaceOfRequest } from "./auth";
import type { FneDocuments } from "./documents";
import { parseBody } from "./fields";
import { fieldError, invalid, send } from "./replies";
import type { FneSpaces } from "./space";

// What both FNE calls share: the sandbox's parts, and the start of a call — its key, its JSON
// body, its company's space (made on first use).

export type FneSandboxParts = {
  secretKey: string;
  spaces: FneSpaces;
  documents: FneDocuments;
  /** The verification page of a token: what the answer's `token` is and the QR code encodes. */
  verificationUrl: (token: string) => string;
  /** How long the FNE-SANDBOX-SLOW scenario holds its answer. */
  hangMs: number;
};

export const INVALID_JSON = invalid(
  "Invalid JSON body",
  fieldError("body", "invalid", "The body must be a JSON object"),
);

/** The space and the JSON object of an authenticated call, or the answer that ends it. */
export async function openCall(c: Context, parts: FneSandboxParts) {
  const auth = spaceOfRequest(c, parts.secretKey);
  if ("refused" in auth) return { answer: send(c, auth.refused) };
  const body = parseBody(await c.req.text());
  if (!body) return { answer: send(c, INVALID_JSON) };
  return { ref: auth.space, body, space: await parts.spaces.open(auth.space) };
}

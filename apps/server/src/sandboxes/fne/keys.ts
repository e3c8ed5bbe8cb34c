import { createHmac, timingSafeEqual } from "node:crypto";

// The FNE sandbox's API keys (docs/FNE.md, "The sandbox"). Each PayFlow company has a test space
// of its own without any setup: its key is derived from the installation's secret and the
// company id, like the Wave test keys (company-credentials.ts), and stored nowhere. A DGI key is
// 32 letters and digits, too short to carry a company id, so the key carries its space's id
// instead (12 characters, itself derived from the company id) and 20 characters that prove the
// installation made it: the sandbox knows a space from its key alone, every instance alike.
// Two published keys open shared spaces for trying the sandbox by hand.

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SPACE_ID_LENGTH = 12;
const PROOF_LENGTH = 20;

/** Letters and digits from a MAC (base 62 of its bytes, as many as asked). */
function alphanumeric(secret: string, label: string, length: number): string {
  const bytes = createHmac("sha256", secret).update(label).digest();
  let out = "";
  for (let i = 0; out.length < length; i++) out += ALPHABET[(bytes[i % bytes.length] as number) % ALPHABET.length];
  return out;
}

/** The space id of a PayFlow company (the first 12 characters of its key). */
export function fneSpaceIdOf(installationSecret: string, companyId: string): string {
  return alphanumeric(installationSecret, `fne-sandbox-space:${companyId}`, SPACE_ID_LENGTH);
}

const proofOf = (installationSecret: string, spaceId: string) =>
  alphanumeric(installationSecret, `fne-sandbox-key:${spaceId}`, PROOF_LENGTH);

/** The published spaces: anyone may use them; both are shared by everyone who does. */
export const FNE_PUBLISHED_KEYS = {
  /** A space shaped like the DGI's worked example: NCC 1234567A, BOUTIQUE COCODY / CAISSE-1, 1000 stickers. */
  example: "FNEsandboxPayFlowExample00000001",
  /** A space without stickers: every certification answers 500 invoice_signing_error. */
  noStickers: "FNEsandboxPayFlowNoStickers00000",
} as const;

export type FnePublishedSpace = keyof typeof FNE_PUBLISHED_KEYS;

/** The test-mode API key of a PayFlow company's FNE space. */
export function companyFneApiKey(installationSecret: string, companyId: string): string {
  const spaceId = fneSpaceIdOf(installationSecret, companyId);
  return `${spaceId}${proofOf(installationSecret, spaceId)}`;
}

/** Which space a key opens: a published one, a company's (by its id), or none (null). */
export function spaceOfKey(
  installationSecret: string,
  apiKey: string,
): { published: FnePublishedSpace } | { spaceId: string } | null {
  if (!/^[A-Za-z0-9]{32}$/.test(apiKey)) return null;
  for (const [name, key] of Object.entries(FNE_PUBLISHED_KEYS)) {
    if (key === apiKey) return { published: name as FnePublishedSpace };
  }
  const spaceId = apiKey.slice(0, SPACE_ID_LENGTH);
  const given = Buffer.from(apiKey.slice(SPACE_ID_LENGTH));
  const want = Buffer.from(proofOf(installationSecret, spaceId));
  return given.length === want.length && timingSafeEqual(given, want) ? { spaceId } : null;
}

/** A company's NCC in the sandbox: 7 digits and a capital letter, from its space id. */
export function nccOfSpace(spaceId: string): string {
  const bytes = createHmac("sha256", "fne-sandbox-ncc").update(spaceId).digest();
  const digits = (bytes.readUInt32BE(0) % 9_000_000) + 1_000_000;
  return `${digits}${String.fromCharCode(65 + ((bytes[4] as number) % 26))}`;
}

import type { Context } from "hono";
import { spaceOfKey } from "./keys";
import { KEY_INVALID, KEY_REQUIRED, type Refusal } from "./replies";
import type { SpaceRef } from "./space";

// The FNE platform's authentication: `Authorization: Bearer <API key>`, a static key per company.
// No header (or `Bearer` alone) → 401 "API Key is required"; a key the sandbox did not give →
// 401 "Invalid API Key", as is any other scheme.

export function spaceOfRequest(c: Context, installationSecret: string): { space: SpaceRef } | { refused: Refusal } {
  const header = c.req.header("authorization")?.trim() ?? "";
  if (header === "" || /^Bearer$/i.test(header)) return { refused: KEY_REQUIRED };
  const key = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const space = key ? spaceOfKey(installationSecret, key) : null;
  return space ? { space } : { refused: KEY_INVALID };
}

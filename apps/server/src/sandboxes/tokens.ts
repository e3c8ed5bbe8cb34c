import type { Database } from "../db/client";
import { sandboxStore } from "./store";

// A sandbox's access tokens (MTN's and Orange's OAuth-like tokens): kept with its records so that
// every instance accepts a token another issued. A token never changes once issued and is never
// revoked, only expires, so a token found is remembered here until then: the check that guards
// every call then costs no read after the first (a client keeps one token for an hour).

export type IssuedToken = { expiresAt: number } & Record<string, unknown>;

/** Tokens seen at most; all forgotten at once when full (what is forgotten is only read again). */
const REMEMBERED = 10_000;

export function sandboxTokens(db: Database, name: string) {
  const store = sandboxStore<IssuedToken>(db, name);
  const known = new Map<string, IssuedToken>();
  const remember = (token: string, issued: IssuedToken) => {
    if (known.size >= REMEMBERED) known.clear();
    known.set(token, issued);
  };
  return {
    async issue(token: string, issued: IssuedToken): Promise<void> {
      await store.insert(token, issued);
      remember(token, issued);
    },
    /** The token as issued (expired or not), or null when nobody issued it. */
    async find(token: string): Promise<IssuedToken | null> {
      const seen = known.get(token);
      if (seen) return seen;
      const stored = await store.get(token);
      if (stored) remember(token, stored);
      return stored;
    },
  };
}

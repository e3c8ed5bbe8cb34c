import type { Database } from "../db/client";
import { TimedMemory } from "../lib/timed-memory";
import { sandboxStore } from "./store";

// A sandbox's access tokens (MTN's and Orange's OAuth-like tokens): kept with its records so that
// every instance accepts a token another issued. A token never changes once issued and is never
// revoked, only expires (its expiresAt, checked by the caller), so a token found is remembered
// here for its lifetime: the check that guards every call then costs no read after the first (a
// client keeps one token for an hour).

export type IssuedToken = { expiresAt: number } & Record<string, unknown>;

/** How long a token is remembered: the sandboxes' token lifetime. */
const REMEMBERED_MS = 60 * 60 * 1000;

export function sandboxTokens(db: Database, name: string) {
  const store = sandboxStore<IssuedToken>(db, name);
  const known = new TimedMemory<IssuedToken>(REMEMBERED_MS);
  return {
    async issue(token: string, issued: IssuedToken): Promise<void> {
      await store.insert(token, issued);
      known.set(token, issued);
    },
    /** The token as issued (expired or not), or null when nobody issued it. */
    async find(token: string): Promise<IssuedToken | null> {
      const seen = known.get(token);
      if (seen) return seen;
      const stored = await store.get(token);
      if (stored) known.set(token, stored);
      return stored;
    },
  };
}

// Orange and MTN hand out bearer tokens valid for an hour: one per base URL and credential
// set, reused until shortly before it expires, and fetched once even when many payments ask
// at the same moment.

const MARGIN_MS = 60_000;

type Entry = { token: string; expiresAt: number };

export class TokenCache {
  private readonly tokens = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<string>>();

  async get(
    scope: string,
    credentials: Readonly<Record<string, string>>,
    fetchToken: () => Promise<{ token: string; expiresInSeconds: number }>,
  ): Promise<string> {
    const key = keyOf(scope, credentials);
    const cached = this.tokens.get(key);
    if (cached && cached.expiresAt - MARGIN_MS > Date.now()) return cached.token;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const p = fetchToken()
      .then(({ token, expiresInSeconds }) => {
        this.tokens.set(key, { token, expiresAt: Date.now() + expiresInSeconds * 1000 });
        return token;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, p);
    return p;
  }

  /** Forgets a token the operator refused (revoked or expired early). */
  drop(scope: string, credentials: Readonly<Record<string, string>>): void {
    this.tokens.delete(keyOf(scope, credentials));
  }
}

/**
 * A token's key: its base URL and the credential set's own text. Every operator call asks for
 * its token, and hashing the set each time cost more than the rest of the lookup (a CPU profile
 * under load, docs/PAYMENTS.md § What a payment costs); the set is in memory for the call anyway.
 */
function keyOf(scope: string, credentials: Readonly<Record<string, string>>): string {
  return `${scope}|${JSON.stringify(credentials)}`;
}

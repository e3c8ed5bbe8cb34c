import type { Context, Hono } from "hono";
import type { Database } from "../../db/client";
import { randomToken } from "../../lib/ids";
import { sandboxTokens } from "../tokens";

// How MTN guards each of its products (Collections, Disbursements), as the sandbox plays it:
// the product's subscription key on every call (else the gateway's 401), a token from
// `/<product>/token/` for the product's API user (Basic; its tokens are the product's alone),
// then Bearer and X-Target-Environment on every data call.

const TOKEN_SECONDS = 3600;
const DENIED = {
  statusCode: 401,
  message:
    "Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.",
};

export type MtnProductCredentials = {
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  targetEnvironment: string;
};

export function mountMtnProductAuth(
  app: Hono,
  db: Database,
  product: "collection" | "disbursement",
  creds: MtnProductCredentials,
  /** The tokens' store (`mtn_momo-token` for Collections, as it always was). */
  tokenStore: string,
): void {
  const tokens = sandboxTokens(db, tokenStore);

  app.use(`/${product}/*`, async (c, next) => {
    if (c.req.header("ocp-apim-subscription-key") !== creds.subscriptionKey) return c.json(DENIED, 401);
    await next();
  });

  // With or without the final slash, as MTN accepts it.
  const token = async (c: Context) => {
    // MTN's gateway wants the empty body's length said (Content-Length: 0); a chunked one is refused.
    if (c.req.header("content-length") === undefined) return c.text("Length Required", 411);
    const expected = `Basic ${Buffer.from(`${creds.apiUser}:${creds.apiKey}`).toString("base64")}`;
    if (c.req.header("authorization") !== expected) return c.json({ error: "login_failed" }, 401);
    const token = randomToken(40);
    await tokens.issue(token, { expiresAt: Date.now() + TOKEN_SECONDS * 1000 });
    return c.json({ access_token: token, token_type: "access_token", expires_in: TOKEN_SECONDS }, 200);
  };
  app.post(`/${product}/token/`, token);
  app.post(`/${product}/token`, token);

  app.use(`/${product}/v1_0/*`, async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const token = header.startsWith("Bearer ") ? await tokens.find(header.slice(7)) : null;
    if (!token || token.expiresAt < Date.now()) {
      return c.json({ code: "UNAUTHORIZED", message: "The access token is missing, invalid or expired." }, 401);
    }
    if (c.req.header("x-target-environment") !== creds.targetEnvironment) {
      return c.json(
        { code: "INVALID_TARGET_ENVIRONMENT", message: "The target environment is not valid for this subscription." },
        400,
      );
    }
    await next();
  });
}

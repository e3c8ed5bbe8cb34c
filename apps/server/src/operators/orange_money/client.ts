import { type OperatorRequest, operatorFailure, operatorFetch } from "../http";
import { TokenCache } from "../token-cache";
import type { OperatorContext } from "../types";

// Orange's transport, shared by the Web Payment adapter (payments) and the Cash In adapter
// (payouts): an OAuth client_credentials token fetched with the company's client id and secret,
// cached per base URL, token path and credential set, and a data call that drops a refused token
// and fetches it again once. Web Payment takes its token at /oauth/v3/token; the Cash In shape
// PayFlow follows (Orange Sonatel's) at /oauth/v1/token.

const tokens = new TokenCache();

export const orangeCodeOf = (json: unknown) => {
  const code = (json as { code?: unknown } | null)?.code;
  return code === undefined || code === null ? null : String(code);
};

async function token(ctx: OperatorContext, tokenPath: string): Promise<string> {
  return tokens.get(`${ctx.baseUrl}${tokenPath}`, ctx.credentials, async () => {
    const basic = Buffer.from(`${ctx.credentials.clientId}:${ctx.credentials.clientSecret}`).toString("base64");
    const res = await operatorFetch(ctx, {
      method: "POST",
      path: tokenPath,
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
      idempotent: true,
    });
    const json = res.json as { access_token?: string; expires_in?: number } | null;
    if (res.status !== 200 || !json?.access_token)
      throw operatorFailure(res, orangeCodeOf(json), "Orange refused the token request");
    return { token: json.access_token, expiresInSeconds: json.expires_in ?? 3600 };
  });
}

/**
 * A data call with the bearer token of `tokenPath`. A 401 is a token Orange no longer takes: it
 * did not act, so the call goes again once with a new token (a send included).
 */
export async function orangeCall(ctx: OperatorContext, tokenPath: string, req: OperatorRequest) {
  for (let attempt = 0; ; attempt++) {
    const res = await operatorFetch(ctx, {
      ...req,
      headers: { ...req.headers, authorization: `Bearer ${await token(ctx, tokenPath)}` },
    });
    if (res.status !== 401 || attempt > 0) return res;
    tokens.drop(`${ctx.baseUrl}${tokenPath}`, ctx.credentials);
  }
}

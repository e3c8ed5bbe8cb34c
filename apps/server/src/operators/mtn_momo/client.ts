import { operatorFailure, operatorFetch } from "../http";
import { TokenCache } from "../token-cache";
import type { OperatorContext } from "../types";

// MTN MoMo's transport (docs/OPERATORS.md), for each of MTN's products PayFlow uses: Collections
// (payments) and Disbursements (payouts). Each is a product of its own at MTN, with its own
// subscription key, API user and token: the subscription key on every call, a
// Basic-authenticated token from `/<product>/token/`, then Bearer with X-Target-Environment on
// data calls.

export type MtnProduct = "collection" | "disbursement";

type ProductCredentials = { subscriptionKey: string; apiUser: string; apiKey: string };

/**
 * The credentials of a product in the company's set. Disbursements has fields of its own
 * (`disbursementSubscriptionKey`, `disbursementApiUser`, `disbursementApiKey`; the sandbox's set
 * has them); a set without them falls back to the collection's, for an MTN account whose one API
 * user was granted both products.
 */
const CREDENTIALS_OF: Record<MtnProduct, (c: Readonly<Record<string, string>>) => ProductCredentials> = {
  collection: (c) => ({ subscriptionKey: c.subscriptionKey ?? "", apiUser: c.apiUser ?? "", apiKey: c.apiKey ?? "" }),
  disbursement: (c) => ({
    subscriptionKey: c.disbursementSubscriptionKey || c.subscriptionKey || "",
    apiUser: c.disbursementApiUser || c.apiUser || "",
    apiKey: c.disbursementApiKey || c.apiKey || "",
  }),
};

export const codeOf = (json: unknown) => {
  const code =
    (json as { code?: unknown; statusCode?: unknown } | null)?.code ??
    (json as { statusCode?: unknown } | null)?.statusCode;
  return code === undefined || code === null ? null : String(code);
};

export type MtnCall = (
  ctx: OperatorContext,
  req: {
    method: "GET" | "POST";
    path: string;
    headers?: Record<string, string>;
    body?: unknown;
    /** Sent again after a time-out or a 5xx (default): false for a call its caller re-asks about itself. */
    idempotent?: boolean;
  },
) => ReturnType<typeof operatorFetch>;

/** The data call of one MTN product: its token fetched, cached per base URL and credential set, and renewed once on a 401. */
function productCall(product: MtnProduct): MtnCall {
  const tokens = new TokenCache();
  const scope = (ctx: OperatorContext) => `${ctx.baseUrl}/${product}`;

  async function token(ctx: OperatorContext, creds: ProductCredentials): Promise<string> {
    return tokens.get(scope(ctx), ctx.credentials, async () => {
      const basic = Buffer.from(`${creds.apiUser}:${creds.apiKey}`).toString("base64");
      const res = await operatorFetch(ctx, {
        method: "POST",
        path: `/${product}/token/`,
        headers: { "ocp-apim-subscription-key": creds.subscriptionKey, authorization: `Basic ${basic}` },
        // An empty body with Content-Length: 0: MTN answers a token request without one 411.
        body: "",
        idempotent: true,
      });
      const json = res.json as { access_token?: string; expires_in?: number } | null;
      if (res.status !== 200 || !json?.access_token)
        throw operatorFailure(res, codeOf(json), "MTN refused the token request");
      return { token: json.access_token, expiresInSeconds: json.expires_in ?? 3600 };
    });
  }

  return async (ctx, { idempotent = true, ...req }) => {
    const creds = CREDENTIALS_OF[product](ctx.credentials);
    for (let attempt = 0; ; attempt++) {
      const res = await operatorFetch(ctx, {
        ...req,
        headers: {
          "ocp-apim-subscription-key": creds.subscriptionKey,
          authorization: `Bearer ${await token(ctx, creds)}`,
          "x-target-environment": ctx.credentials.targetEnvironment ?? "sandbox",
          ...req.headers,
        },
        // Reads, and creates under the same reference id, are safe to repeat.
        idempotent,
      });
      // A 401 is a token MTN no longer takes: it did not act, so the call goes again once.
      if (res.status !== 401 || attempt > 0) return res;
      tokens.drop(scope(ctx), ctx.credentials);
    }
  };
}

/** Collections' data calls (requests to pay, their status, the collection account). */
export const dataCall = productCall("collection");
/** Disbursements' data calls (transfers, their status, the disbursement account, payee checks). */
export const disbursementCall = productCall("disbursement");

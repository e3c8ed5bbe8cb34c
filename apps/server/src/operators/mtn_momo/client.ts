import { operatorFailure, operatorFetch } from "../http";
import { TokenCache } from "../token-cache";
import type { OperatorContext } from "../types";

// MTN MoMo Collections' transport (docs/OPERATORS.md): the subscription key on every call, a
// Basic-authenticated token then Bearer with X-Target-Environment on data calls.

const tokens = new TokenCache();
const subscription = (ctx: OperatorContext) => ({ "ocp-apim-subscription-key": ctx.credentials.subscriptionKey ?? "" });
export const codeOf = (json: unknown) => {
  const code =
    (json as { code?: unknown; statusCode?: unknown } | null)?.code ??
    (json as { statusCode?: unknown } | null)?.statusCode;
  return code === undefined || code === null ? null : String(code);
};

async function token(ctx: OperatorContext): Promise<string> {
  return tokens.get(ctx.baseUrl, ctx.credentials, async () => {
    const basic = Buffer.from(`${ctx.credentials.apiUser}:${ctx.credentials.apiKey}`).toString("base64");
    const res = await operatorFetch(ctx, {
      method: "POST",
      path: "/collection/token/",
      headers: { ...subscription(ctx), authorization: `Basic ${basic}` },
      idempotent: true,
    });
    const json = res.json as { access_token?: string; expires_in?: number } | null;
    if (res.status !== 200 || !json?.access_token)
      throw operatorFailure(res, codeOf(json), "MTN refused the token request");
    return { token: json.access_token, expiresInSeconds: json.expires_in ?? 3600 };
  });
}

export async function dataCall(
  ctx: OperatorContext,
  req: { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: unknown },
) {
  for (let attempt = 0; ; attempt++) {
    const res = await operatorFetch(ctx, {
      ...req,
      headers: {
        ...subscription(ctx),
        authorization: `Bearer ${await token(ctx)}`,
        "x-target-environment": ctx.credentials.targetEnvironment ?? "sandbox",
        ...req.headers,
      },
      // Both calls are safe to repeat: a status read, and a create under the same reference id.
      idempotent: true,
    });
    if (res.status !== 401 || attempt > 0) return res;
    tokens.drop(ctx.baseUrl, ctx.credentials);
  }
}

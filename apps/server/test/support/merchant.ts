import { expect } from "vitest";
import type { TestClient, TestContext } from "./context";

// The merchant API as a merchant's server calls it: a Bearer secret key, no cookie, no Origin.

export async function newKey(admin: TestClient, mode: "test" | "live", keyName = `Clé ${mode}`): Promise<string> {
  const res = await admin.post("/api/api-keys", { keyName, mode });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.apiKeyRecord.key_value as string;
}

export function merchant(ctx: TestContext, key: string) {
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await ctx.app.request(url, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => call("POST", url, body ?? {}, headers),
    raw: call,
  };
}

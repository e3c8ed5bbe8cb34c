import { expect } from "vitest";
import type { TestClient } from "./context";
import { PASSWORD } from "./people";

/**
 * The person signed in on `client` confirms it is them through the real endpoint, as the
 * dangerous acts ask (docs/PAYOUTS.md § Step-up): with their password by default (no two-factor),
 * or `{ code }` from their authenticator app. Valid 5 minutes, for this session only.
 */
export async function stepUp(
  client: TestClient,
  proof: string | { code: string } = client.password ?? PASSWORD,
): Promise<void> {
  const res = await client.post("/api/security/step-up", typeof proof === "string" ? { password: proof } : proof);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

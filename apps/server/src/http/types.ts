import type { ApiVersion, Capability } from "@payflow/contracts";
import type { Profile } from "../auth/queries";
import type { Deps } from "../deps";
import type { Logger } from "../lib/logger";

/** A merchant API caller, from its secret key. */
/**
 * The merchant API's caller: a key, its company and mode, its scopes (null: a standard key) and
 * its maker as they are now (null when that person is gone, inactive or in another company):
 * what the key may do is judged from both on every call (http/key-access.ts).
 */
export type ApiCaller = {
  keyId: string;
  companyId: string;
  mode: "test" | "live";
  scopes: string[] | null;
  maker: { userId: string; role: string; capabilities: Capability[] } | null;
  /** The version the key is pinned to (docs/API.md § Versions). */
  apiVersion: ApiVersion;
};

/** Who is calling, resolved once per request from the session cookie. */
export type CurrentUser = {
  userId: string;
  sessionId: string;
  companyId: string;
  role: string;
  capabilities: Capability[];
  isStaff: boolean;
  /** The profile row as loaded for this request (handlers need not read it again). */
  profile: Profile;
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    requestId: string;
    log: Logger;
    clientIp: string;
    /** undefined: not resolved yet; null: no valid session. */
    user: CurrentUser | null | undefined;
    /** The merchant API's caller (/v1): the key's company and mode. */
    apiKey: ApiCaller | undefined;
    /** The merchant's Idempotency-Key of the POST being processed (merchant-api/idempotency.ts). */
    idempotencyKey: string | undefined;
    /** The merchant API version this answer is made in: `PayFlow-Version`, else the key's. */
    apiVersion: ApiVersion | undefined;
  };
};

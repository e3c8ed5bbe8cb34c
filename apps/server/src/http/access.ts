import { type Capability, capabilitiesInMode, hasCapability } from "@payflow/contracts";
import type { Context, MiddlewareHandler } from "hono";
import { loadCurrentUser } from "../auth/current-user";
import { AppError } from "./errors";
import { requestMode } from "./request-mode";
import type { AppEnv, CurrentUser } from "./types";

/**
 * What a route requires. Every route declares one; a test walks the app's routes and fails
 * on any route without a declaration.
 * - public: anyone, signed in or not
 * - signedIn: any signed-in user, clients included
 * - staff: any signed-in user whose role is not `client`
 * - client: only the `client` role (the portal's own calls)
 * - { capability }: staff with that capability (manageAll grants all), or with any one of a list
 * - apiKey: the merchant API (/v1), authenticated by a secret key in its own middleware
 */
export type Access =
  | "public"
  | "signedIn"
  | "staff"
  | "client"
  | "apiKey"
  | { capability: Capability | readonly Capability[] };

/** Whether capabilities held let a caller through a capability access (any one of a list). */
export function grants(held: readonly string[], needed: Capability | readonly Capability[]): boolean {
  return (typeof needed === "string" ? [needed] : needed).some((c) => hasCapability(held, c));
}

const declared = new Map<string, Access>();

/** Records a route's access; key is `METHOD /hono/:path`. */
export function declareAccess(method: string, path: string, access: Access): void {
  declared.set(`${method.toUpperCase()} ${path}`, access);
}

export function declaredAccess(): ReadonlyMap<string, Access> {
  return declared;
}

/** The signed-in user, resolved once per request (null when there is no valid session). */
export async function currentUser(c: Context<AppEnv>): Promise<CurrentUser | null> {
  const known = c.get("user");
  if (known !== undefined) return known;
  const user = await loadCurrentUser(c.get("deps"), c.req.header("cookie"), () => c.req.raw.headers);
  c.set("user", user);
  return user;
}

/** Like currentUser, for handlers behind a signed-in access check. */
export function signedInUser(c: Context<AppEnv>): CurrentUser {
  const user = c.get("user");
  if (!user) throw new AppError("unauthorized");
  return user;
}

/**
 * `beforePasswordChange`: the route stays open to someone who must first replace a password
 * that someone else chose (reading oneself, the change itself, preferences); every other
 * signed-in route answers 403 passwordChangeRequired until then.
 */
export function requireAccess(
  access: Access,
  opts: { beforePasswordChange?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access !== "public" && access !== "apiKey") {
      const user = await currentUser(c);
      if (!user) throw new AppError("unauthorized");
      if (user.profile.mustChangePassword && !opts.beforePasswordChange) throw new AppError("passwordChangeRequired");
      if (access === "client") {
        if (user.isStaff) throw new AppError("forbidden");
      } else if (access !== "signedIn") {
        if (!user.isStaff) throw new AppError("forbidden");
        if (typeof access === "object" && !grants(user.capabilities, access.capability)) {
          // A capability some roles hold in test mode only (a developer's payouts) is judged in
          // the request's mode.
          const inMode = capabilitiesInMode(user.role, user.capabilities, requestMode(c));
          if (!grants(inMode, access.capability)) throw new AppError("forbidden");
        }
      }
    }
    await next();
  };
}

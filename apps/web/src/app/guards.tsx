import type { Me } from "@payflow/contracts/profile";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { PageLoader } from "../components/PageLoader";
import { meQuery } from "../features/accounts/api/me";
import { homePathFor } from "../features/accounts/hooks/home-path";
import { useSignOut } from "../features/accounts/hooks/use-sign-out";
import { ApiError } from "../lib/api";
import { toast } from "../lib/toast";

type Area = "staff" | "client";

/**
 * docs/PRODUCT.md §2 route guard: no session → /login (remembering where the user was going); a role
 * not allowed here → its own area; a failed session load or missing profile → /login with
 * history replaced. The server applies the same rules to every API call.
 */
export function RequireArea({ area, children }: { area: Area; children: (me: Me) => React.ReactNode }) {
  const { data: me, error, isPending } = useQuery(meQuery());
  const location = useLocation();
  useSyncFailureNotice(error, me !== undefined);
  if (isPending) return <PageLoader />;
  // A failed first load, or a server saying the profile is gone or inactive, ends the session.
  // A background re-sync that fails (network) keeps the user working with what they have.
  if (error && (me === undefined || isFatal(error))) return <SessionFailure error={error} />;
  if (!me) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  const isClient = me.role === "client";
  if ((area === "staff" && isClient) || (area === "client" && !isClient)) {
    return <Navigate to={homePathFor(me.role)} replace />;
  }
  return <>{children(me)}</>;
}

function isFatal(error: Error): boolean {
  return error instanceof ApiError && (error.code === "profileNotFound" || error.code === "accountInactive");
}

/** docs/PRODUCT.md §8 'Error syncing profile with server', once per failure, when a re-sync fails. */
function useSyncFailureNotice(error: Error | null, hasProfile: boolean) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error && hasProfile && !isFatal(error)) {
      toast.show({
        id: "profile-sync",
        color: "yellow",
        title: t("errors.warning"),
        message: t("errors.profileSyncFailed"),
      });
    }
  }, [error, hasProfile, t]);
}

/** The session could not be loaded: sign out, say why, go to /login (history replaced). */
function SessionFailure({ error }: { error: Error }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const code = error instanceof ApiError ? error.code : null;
    const message =
      code === "profileNotFound"
        ? t("errors.profileNotFound")
        : code === "accountInactive"
          ? t("errors.accountInactive")
          : t("errors.authInitFailed");
    void signOut({ title: t("errors.title"), message });
  }, [error, signOut, t]);
  return <PageLoader />;
}

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { fetchMe, meQueryKey } from "../api/me";
import { allowedReturnPath, homePathFor } from "./home-path";

/** Sign-in succeeded but no session came back (docs/PRODUCT.md §8 loginFailedNoUser). */
export class NoSessionAfterSignIn extends Error {}

/**
 * After sign-in or registration: load the profile, then go where the user was headed (if
 * their role may go there) or to their area's home, replacing /login in the history.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    const me = await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 0 });
    if (!me) throw new NoSessionAfterSignIn();
    const from = (location.state as { from?: string } | null)?.from;
    navigate(allowedReturnPath(from, me.role) ?? homePathFor(me.role), { replace: true });
    return me;
  }, [queryClient, navigate, location.state]);
}

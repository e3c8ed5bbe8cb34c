import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { meQueryKey } from "../features/accounts/api/me";
import { onSessionLost } from "../lib/api";

/**
 * When any call answers 401 (session revoked or expired), forget the user: the area guard
 * then sends them to /login with history replaced.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionLost(() => {
        if (queryClient.getQueryData(meQueryKey)) queryClient.setQueryData(meQueryKey, null);
      }),
    [queryClient],
  );
  return null;
}

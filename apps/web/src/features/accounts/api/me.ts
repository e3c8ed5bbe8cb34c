import { PROFILE_RESYNC_MS } from "@payflow/contracts/constants";
import { API } from "@payflow/contracts/paths";
import type { Me } from "@payflow/contracts/profile";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api";

export const meQueryKey = ["me"] as const;

/** GET /api/me: the signed-in user, or null when there is no session (401 is an answer, not an error). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api<Me>(API.me);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Profile re-sync (docs/PRODUCT.md §4): every 5 minutes, and when the page becomes visible again
 * (React Query refetches on visibilitychange/focus).
 */
export const meQuery = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    staleTime: 30_000,
    refetchInterval: PROFILE_RESYNC_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

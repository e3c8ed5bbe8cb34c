import { API } from "@payflow/contracts/paths";
import type { TwoFactorStatus } from "@payflow/contracts/security";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const twoFactorQueryKey = ["security", "twoFactor"] as const;

/** GET /api/me/two-factor: whether two-step verification is on for the signed-in person. */
export function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return api<TwoFactorStatus>(API.meTwoFactor);
}

export const twoFactorQuery = () => queryOptions({ queryKey: twoFactorQueryKey, queryFn: fetchTwoFactorStatus });

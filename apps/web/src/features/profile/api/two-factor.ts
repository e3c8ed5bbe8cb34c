import { API } from "@payflow/contracts/paths";
import type { TwoFactorStatus } from "@payflow/contracts/security";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const twoFactorQueryKey = ["security", "twoFactor"] as const;

/** Whether two-step verification is on for the signed-in person. */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorQueryKey, queryFn: () => api<TwoFactorStatus>(API.meTwoFactor) });
}

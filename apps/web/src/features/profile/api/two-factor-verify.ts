import { API } from "@payflow/contracts/paths";
import type { TwoFactorCodeRequest, TwoFactorStatus } from "@payflow/contracts/security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { sessionsQueryKey } from "./sessions";
import { twoFactorQueryKey } from "./two-factor";

/** Finishes enrolment with a first code (this browser gets a fresh session). */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorCodeRequest) => api<TwoFactorStatus>(API.meTwoFactorVerify, { method: "POST", body }),
    onSuccess: (status) => {
      queryClient.setQueryData(twoFactorQueryKey, status);
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}

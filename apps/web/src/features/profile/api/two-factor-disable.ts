import { API } from "@payflow/contracts/paths";
import type { TwoFactorPasswordRequest, TwoFactorStatus } from "@payflow/contracts/security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { sessionsQueryKey } from "./sessions";
import { twoFactorQueryKey } from "./two-factor";

/** Turns two-step verification off (password required). */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorPasswordRequest) =>
      api<TwoFactorStatus>(API.meTwoFactorDisable, { method: "POST", body }),
    onSuccess: (status) => {
      queryClient.setQueryData(twoFactorQueryKey, status);
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}

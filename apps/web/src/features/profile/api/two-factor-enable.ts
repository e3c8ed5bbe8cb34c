import { API } from "@payflow/contracts/paths";
import type { TwoFactorEnrolment, TwoFactorPasswordRequest } from "@payflow/contracts/security";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** Starts enrolment: QR code, secret and backup codes (two-factor is on after the first code). */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (body: TwoFactorPasswordRequest) =>
      api<TwoFactorEnrolment>(API.meTwoFactorEnable, { method: "POST", body }),
  });
}

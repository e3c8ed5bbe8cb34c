import { API } from "@payflow/contracts/paths";
import type { StepUp, StepUpRequest } from "@payflow/contracts/security";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/**
 * POST /api/security/step-up: the code from the person's app (two-factor on) or their password;
 * this session may then do the dangerous acts for 5 minutes (docs/PAYOUTS.md § Step-up).
 */
export function stepUp(body: StepUpRequest): Promise<StepUp> {
  return api<StepUp>(API.stepUp, { method: "POST", body });
}

export const useStepUp = () => useMutation({ mutationFn: stepUp });

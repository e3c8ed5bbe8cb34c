import type { Ok } from "@payflow/contracts/common";
import { API } from "@payflow/contracts/paths";
import type { PasswordResetRequest } from "@payflow/contracts/security";
import { api } from "../../../lib/api";

/** Asks for a reset link by email (same answer whether the email is known). */
export function requestPasswordReset(body: PasswordResetRequest): Promise<Ok> {
  return api<Ok>(API.passwordResetRequest, { method: "POST", body });
}

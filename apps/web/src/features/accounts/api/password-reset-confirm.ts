import type { Ok } from "@payflow/contracts/common";
import { API } from "@payflow/contracts/paths";
import type { PasswordResetConfirm } from "@payflow/contracts/security";
import { api } from "../../../lib/api";

/** Sets the new password with the reset link's token. */
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<Ok> {
  return api<Ok>(API.passwordResetConfirm, { method: "POST", body });
}

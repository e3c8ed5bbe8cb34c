import type { SignInResult } from "@payflow/contracts/auth";
import { API } from "@payflow/contracts/paths";
import type { TwoFactorSignInRequest } from "@payflow/contracts/security";
import { api } from "../../../lib/api";

/** The second sign-in step: an authenticator code or a backup code. */
export function signInTwoFactor(body: TwoFactorSignInRequest): Promise<SignInResult> {
  return api<SignInResult>(API.signInTwoFactor, { method: "POST", body });
}

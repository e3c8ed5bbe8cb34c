import type { SignInResult } from "@payflow/contracts/auth";
import { API } from "@payflow/contracts/paths";
import type { EmailCodeSignInRequest } from "@payflow/contracts/security";
import { api } from "../../../lib/api";

/** Signs in with the emailed code (the two-factor step may follow). */
export function signInWithEmailCode(body: EmailCodeSignInRequest): Promise<SignInResult> {
  return api<SignInResult>(API.emailCodeSignIn, { method: "POST", body });
}

import type { SignInRequest, SignInResult } from "@payflow/contracts/auth";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";

/** Signs in, or answers `{ twoFactorRequired: true }` when the code step is next. */
export function signIn(body: SignInRequest): Promise<SignInResult> {
  return api<SignInResult>(API.signIn, { method: "POST", body });
}

import type { SignInRequest, SignInResponse } from "@payflow/contracts/auth";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";

export function signIn(body: SignInRequest): Promise<SignInResponse> {
  return api<SignInResponse>(API.signIn, { method: "POST", body });
}

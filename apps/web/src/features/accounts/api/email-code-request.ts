import type { Ok } from "@payflow/contracts/common";
import { API } from "@payflow/contracts/paths";
import type { EmailCodeRequest } from "@payflow/contracts/security";
import { api } from "../../../lib/api";

/** Asks for a sign-in code by email (same answer whether the email is known). */
export function requestEmailCode(body: EmailCodeRequest): Promise<Ok> {
  return api<Ok>(API.emailCodeRequest, { method: "POST", body });
}

import { API } from "@payflow/contracts/paths";
import type { ChangePasswordRequest } from "@payflow/contracts/profile";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { meQueryKey } from "./me";

/** POST /api/me/password; the server sets a fresh cookie and ends the other sessions. */
export function changePassword(body: ChangePasswordRequest): Promise<unknown> {
  return api(API.mePassword, { method: "POST", body });
}

/** A forced first change is then done: the profile, read again, says so. */
export const useChangePassword = () => useRefreshingMutation(changePassword, meQueryKey, "success");

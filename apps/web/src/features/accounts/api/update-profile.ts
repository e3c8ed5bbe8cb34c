import { API } from "@payflow/contracts/paths";
import type { Me, ProfilePatch } from "@payflow/contracts/profile";
import { api } from "../../../lib/api";
import { useReplacingMutation } from "../../../lib/mutation";
import { meQueryKey } from "./me";

/** PATCH /api/me. */
export function updateProfile(body: ProfilePatch): Promise<Me> {
  return api<Me>(API.me, { method: "PATCH", body });
}

/** The answer replaces the signed-in user everywhere. */
export const useUpdateProfile = () => useReplacingMutation(updateProfile, meQueryKey);

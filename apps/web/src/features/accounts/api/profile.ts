import { API } from "@payflow/contracts/paths";
import type { ChangePasswordRequest, Me, ProfilePatch } from "@payflow/contracts/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { meQueryKey } from "./me";

/** PATCH /api/me; the answer replaces the signed-in user everywhere. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfilePatch) => api<Me>(API.me, { method: "PATCH", body }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

/** POST /api/me/password; the server sets a fresh cookie and ends the other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api(API.mePassword, { method: "POST", body }),
    // A forced first change is now done: the profile says so.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

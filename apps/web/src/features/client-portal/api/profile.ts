import { API } from "@payflow/contracts/paths";
import type { Me, ProfilePatch } from "@payflow/contracts/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** PATCH /api/me; the answer replaces the signed-in user everywhere. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfilePatch) => api<Me>(API.me, { method: "PATCH", body }),
    onSuccess: (me) => queryClient.setQueryData(["me"], me),
  });
}

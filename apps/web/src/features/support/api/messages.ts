import { API } from "@payflow/contracts/paths";
import type { ContactMessage, ContactMessageList } from "@payflow/contracts/support";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const contactMessagesKey = ["support", "messages"] as const;

/** The support inbox, newest first, refreshed every minute and when the page comes back. */
export function useContactMessages() {
  return useQuery({
    queryKey: contactMessagesKey,
    queryFn: () => api<ContactMessageList>(API.contactMessages),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api<ContactMessage>(API.contactMessageHandled(id), { method: "POST", body: { handled } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}

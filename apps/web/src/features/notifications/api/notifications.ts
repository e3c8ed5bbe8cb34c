import type { NotificationList } from "@payflow/contracts/notifications";
import { API } from "@payflow/contracts/paths";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const notificationsQueryKey = ["notifications"] as const;

export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: () => api<NotificationList>(API.notifications),
    // Kept fresh by the realtime stream (lib/realtime.ts); a returning tab checks once.
    refetchOnWindowFocus: true,
  });
}

function useNotificationMutation<V>(call: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkRead() {
  return useNotificationMutation((id: string) => api(API.notificationRead(id), { method: "POST", body: {} }));
}

export function useMarkAllRead() {
  return useNotificationMutation(() => api(API.notificationsReadAll, { method: "POST", body: {} }));
}

export function useClearAll() {
  return useNotificationMutation(() => api(API.notifications, { method: "DELETE" }));
}

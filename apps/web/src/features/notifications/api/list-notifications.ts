import type { NotificationList } from "@payflow/contracts/notifications";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const notificationsQueryKey = ["notifications"] as const;

/** GET /api/notifications. */
export function fetchNotifications(): Promise<NotificationList> {
  return api<NotificationList>(API.notifications);
}

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: fetchNotifications,
    // Kept fresh by the realtime stream (lib/realtime.ts); a returning tab checks once.
    refetchOnWindowFocus: true,
  });

import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { notificationsQueryKey } from "./list-notifications";

/** POST /api/notifications/{id}/read. */
export function markRead(id: string): Promise<unknown> {
  return api(API.notificationRead(id), { method: "POST", body: {} });
}

export const useMarkRead = () => useRefreshingMutation(markRead, notificationsQueryKey);

import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { notificationsQueryKey } from "./list-notifications";

/** POST /api/notifications/read-all. */
export function markAllRead(): Promise<unknown> {
  return api(API.notificationsReadAll, { method: "POST", body: {} });
}

export const useMarkAllRead = () => useRefreshingMutation(markAllRead, notificationsQueryKey);

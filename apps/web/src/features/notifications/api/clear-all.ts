import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { notificationsQueryKey } from "./list-notifications";

/** DELETE /api/notifications: every notification of the person removed. */
export function clearAll(): Promise<unknown> {
  return api(API.notifications, { method: "DELETE" });
}

export const useClearAll = () => useRefreshingMutation(clearAll, notificationsQueryKey);

import { API } from "@payflow/contracts/paths";
import type { ContactMessage } from "@payflow/contracts/support";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { contactMessagesQueryKey } from "./contact-messages";

/** POST /api/support/messages/{id}/handled. */
export function setHandled({ id, handled }: { id: string; handled: boolean }): Promise<ContactMessage> {
  return api<ContactMessage>(API.contactMessageHandled(id), { method: "POST", body: { handled } });
}

export const useSetHandled = () => useRefreshingMutation(setHandled, contactMessagesQueryKey);

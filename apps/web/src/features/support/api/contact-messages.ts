import { API } from "@payflow/contracts/paths";
import type { ContactMessageList } from "@payflow/contracts/support";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const contactMessagesQueryKey = ["support", "messages"] as const;

/** GET /api/support/messages: the support inbox, newest first. */
export function fetchContactMessages(): Promise<ContactMessageList> {
  return api<ContactMessageList>(API.contactMessages);
}

/** Refreshed every minute and when the page comes back. */
export const contactMessagesQuery = () =>
  queryOptions({
    queryKey: contactMessagesQueryKey,
    queryFn: fetchContactMessages,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

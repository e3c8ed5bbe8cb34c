import type { OutboxRevealed } from "@payflow/contracts/outbox";
import { API } from "@payflow/contracts/paths";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** POST /api/outbox/{id}/reveal: an undelivered email in full (audited on the server). */
export function revealEmail(id: string): Promise<OutboxRevealed> {
  return api<OutboxRevealed>(API.outboxReveal(id), { method: "POST" });
}

export const useRevealEmail = () => useMutation({ mutationFn: revealEmail });

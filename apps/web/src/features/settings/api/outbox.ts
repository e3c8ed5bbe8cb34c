import type { OutboxList } from "@payflow/contracts/outbox";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET /api/outbox: the emails of the company, delivered or waiting. */
export function fetchOutbox(): Promise<OutboxList> {
  return api<OutboxList>(API.outbox);
}

export const outboxQuery = () => queryOptions({ queryKey: ["outbox"], queryFn: fetchOutbox });

import type { AuditList, AuditQuery } from "@payflow/contracts/audit";
import { API } from "@payflow/contracts/paths";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

type AuditFilter = Pick<AuditQuery, "action" | "q">;

/** GET /api/audit-log: one page, newest first, older than `before`. */
export function fetchAuditLog(filter: AuditFilter, before: string | null): Promise<AuditList> {
  const params = new URLSearchParams();
  if (filter.action) params.set("action", filter.action);
  if (filter.q) params.set("q", filter.q);
  if (before) params.set("before", before);
  return api<AuditList>(`${API.auditLog}?${params}`);
}

/** The audit log, a page at a time. */
export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ["audit-log", filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchAuditLog(filter, pageParam),
    getNextPageParam: (last) => last.nextBefore,
  });

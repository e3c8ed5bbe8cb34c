import type { AuditList, AuditQuery } from "@payflow/contracts/audit";
import type { OutboxList, OutboxRevealed } from "@payflow/contracts/outbox";
import { API } from "@payflow/contracts/paths";
import type { CompanySettings, CompanySettingsPatch } from "@payflow/contracts/settings";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

const settingsKey = ["company-settings"] as const;

export function useCompanySettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => api<CompanySettings>(API.companySettings) });
}

export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySettingsPatch) => api<CompanySettings>(API.companySettings, { method: "PATCH", body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

/** The audit log, a page at a time (newest first). */
export function useAuditLog(filter: Pick<AuditQuery, "action" | "q">) {
  return useInfiniteQuery({
    queryKey: ["audit-log", filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filter.action) params.set("action", filter.action);
      if (filter.q) params.set("q", filter.q);
      if (pageParam) params.set("before", pageParam);
      return api<AuditList>(`${API.auditLog}?${params}`);
    },
    getNextPageParam: (last) => last.nextBefore,
  });
}

export function useOutbox() {
  return useQuery({ queryKey: ["outbox"], queryFn: () => api<OutboxList>(API.outbox) });
}

/** An undelivered email in full (audited on the server). */
export function useRevealEmail() {
  return useMutation({
    mutationFn: (id: string) => api<OutboxRevealed>(API.outboxReveal(id), { method: "POST" }),
  });
}

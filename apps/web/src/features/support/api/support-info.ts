import { API } from "@payflow/contracts/paths";
import type { SupportInfo } from "@payflow/contracts/support";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** The support team's email, phone and address (server configuration). */
export function useSupportInfo() {
  return useQuery({
    queryKey: ["support", "info"],
    queryFn: () => api<SupportInfo>(API.supportInfo),
    staleTime: 60 * 60 * 1000,
  });
}

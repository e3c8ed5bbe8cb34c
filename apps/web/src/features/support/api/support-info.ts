import { API } from "@payflow/contracts/paths";
import type { SupportInfo } from "@payflow/contracts/support";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET /api/support/info: the support team's email, phone and address (server configuration). */
export function fetchSupportInfo(): Promise<SupportInfo> {
  return api<SupportInfo>(API.supportInfo);
}

export const supportInfoQuery = () =>
  queryOptions({ queryKey: ["support", "info"], queryFn: fetchSupportInfo, staleTime: 60 * 60 * 1000 });

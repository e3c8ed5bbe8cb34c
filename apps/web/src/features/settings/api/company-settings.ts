import { API } from "@payflow/contracts/paths";
import type { CompanySettings } from "@payflow/contracts/settings";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const companySettingsQueryKey = ["company-settings"] as const;

/** GET /api/settings/company. */
export function fetchCompanySettings(): Promise<CompanySettings> {
  return api<CompanySettings>(API.companySettings);
}

export const companySettingsQuery = () =>
  queryOptions({ queryKey: companySettingsQueryKey, queryFn: fetchCompanySettings });

import { API } from "@payflow/contracts/paths";
import type { CompanySettings, CompanySettingsPatch } from "@payflow/contracts/settings";
import { api } from "../../../lib/api";
import { useReplacingMutation } from "../../../lib/mutation";
import { companySettingsQueryKey } from "./company-settings";

/** PATCH /api/settings/company; the answer replaces the settings shown. */
export function saveCompanySettings(body: CompanySettingsPatch): Promise<CompanySettings> {
  return api<CompanySettings>(API.companySettings, { method: "PATCH", body });
}

export const useSaveCompanySettings = () => useReplacingMutation(saveCompanySettings, companySettingsQueryKey);

import { API } from "@payflow/contracts/paths";
import type { Preferences, PreferencesPatch } from "@payflow/contracts/profile";
import { api } from "../../../lib/api";

/** PATCH /api/me/preferences. */
export function savePreferences(patch: PreferencesPatch): Promise<Preferences> {
  return api<Preferences>(API.mePreferences, { method: "PATCH", body: patch });
}

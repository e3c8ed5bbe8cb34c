import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";

export function signOut(): Promise<{ ok: true }> {
  return api<{ ok: true }>(API.signOut, { method: "POST", body: {} });
}

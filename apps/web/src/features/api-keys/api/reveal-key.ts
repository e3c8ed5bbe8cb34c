import type { RevealedApiKey } from "@payflow/contracts/api-keys";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";

/** POST /api/api-keys/{id}/reveal: the full key (audited on the server as a reveal or a copy). */
export function revealKey(id: string, purpose: "reveal" | "copy"): Promise<RevealedApiKey> {
  return api<RevealedApiKey>(API.apiKeyReveal(id), { method: "POST", body: { purpose } });
}

import { API } from "@payflow/contracts/paths";
import type { ContactRequest, ContactResponse } from "@payflow/contracts/support";
import { api } from "../../../lib/api";

export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return api<ContactResponse>(API.contact, { method: "POST", body });
}

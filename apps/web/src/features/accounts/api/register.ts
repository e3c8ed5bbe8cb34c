import type { RegisterRequest, RegisterResponse } from "@payflow/contracts/auth";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api<RegisterResponse>(API.register, { method: "POST", body });
}

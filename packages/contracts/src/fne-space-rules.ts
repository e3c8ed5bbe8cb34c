// A company's live space on the tax office's e-invoicing platform (docs/FNE.md § The client):
// the checks the Settings form and the server both apply. Pure data and checks without zod.

import { NCC_PATTERN, normalizeNcc } from "./invoice-rules";
import type { FieldError } from "./validation";

/** Where the DGI's production API is (by its e-mail at onboarding; integrators all use this one). */
export const FNE_PRODUCTION_BASE_URL = "https://www.services.fne.dgi.gouv.ci/ws";

/** The space's API key, copied from its tab "Paramétrage": 32 letters and digits. */
export const FNE_API_KEY_PATTERN = /^[A-Za-z0-9]{32}$/;
/** Names of an establishment and of a point of sale, as the space spells them. */
export const FNE_NAME_MAX_LENGTH = 100;
export const FNE_BASE_URL_MAX_LENGTH = 2048;

export function fneApiKeyError(key: string): "fneApiKeyInvalid" | null {
  return FNE_API_KEY_PATTERN.test(key) ? null : "fneApiKeyInvalid";
}

/**
 * The platform's address: https, no spaces. Plain http only where `allowHttp` says so — the
 * server allows it while its sandboxes run (PAYFLOW_SANDBOX), to point a live space at the sandbox.
 */
export function fneBaseUrlError(url: string, allowHttp = false): "fneBaseUrlInvalid" | null {
  const scheme = allowHttp ? /^https?:\/\/[^\s/]+[^\s]*$/i : /^https:\/\/[^\s/]+[^\s]*$/i;
  return url.length <= FNE_BASE_URL_MAX_LENGTH && scheme.test(url) ? null : "fneBaseUrlInvalid";
}

export type FneSpaceInput = {
  /** Empty: keep the stored key (a space must have one). */
  apiKey: string;
  establishment: string;
  pointOfSale: string;
  ncc: string;
  /** Empty: the DGI's production address. */
  baseUrl: string;
};

/** The space's checks in the form's order (null for a check that passed); `hasKey`: a key is stored already. */
export function fneSpaceErrors(
  input: FneSpaceInput,
  { hasKey, allowHttp = false }: { hasKey: boolean; allowHttp?: boolean },
): (FieldError<keyof FneSpaceInput> | null)[] {
  const name = (field: "establishment" | "pointOfSale"): FieldError<keyof FneSpaceInput> | null => {
    const value = input[field].trim();
    if (!value) return { field, code: "fieldRequired" };
    return value.length > FNE_NAME_MAX_LENGTH ? { field, code: "fieldTooLong" } : null;
  };
  const key = input.apiKey;
  const ncc = normalizeNcc(input.ncc);
  const url = input.baseUrl.trim();
  return [
    key === ""
      ? hasKey
        ? null
        : { field: "apiKey", code: "fieldRequired" }
      : fneApiKeyError(key) && { field: "apiKey", code: "fneApiKeyInvalid" },
    name("establishment"),
    name("pointOfSale"),
    ncc === ""
      ? { field: "ncc", code: "fieldRequired" }
      : NCC_PATTERN.test(ncc)
        ? null
        : { field: "ncc", code: "invoiceClientNccInvalid" },
    url && fneBaseUrlError(url, allowHttp) ? { field: "baseUrl", code: "fneBaseUrlInvalid" } : null,
  ];
}

import type { Deps } from "../../deps";
import { secretBoxFor } from "../../lib/secret-box";

// The FNE space's API key at rest (lib/secret-box.ts): its own derived key, and the company bound
// as additional data, so a sealed key copied to another company's row does not open.

const box = (deps: Deps) => secretBoxFor(deps.secretKey, "fne-spaces");
const aad = (companyId: string) => `fne-spaces:${companyId}`;

export const sealKey = (deps: Deps, companyId: string, key: string) => box(deps).seal(key, aad(companyId));
export const openKey = (deps: Deps, companyId: string, sealed: string) => box(deps).open(sealed, aad(companyId));

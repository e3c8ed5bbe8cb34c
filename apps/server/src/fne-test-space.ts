import type { Deps } from "./deps";
import { FNE_DEFAULT_TIMEOUT_MS, type FneSpace } from "./fne/client";
import { companyFneApiKey, fneSpaceIdOf, nccOfSpace } from "./sandboxes/fne/keys";
import { FNE_DEFAULT_SPACE } from "./sandboxes/fne/space";

// A company's FNE test space (docs/FNE.md, "The sandbox"), wired here above the layers as the
// operators' test credentials are (adapter-credentials.ts): every company has one without any
// setup — its key derived from the installation's secret, its space made in the sandbox the
// first time the key is used. The fne/ client receives the result and imports no sandbox.

export type FneTestSpace = FneSpace;

export function fneTestSpace(deps: Deps, companyId: string): FneTestSpace {
  return {
    config: {
      // The sandboxes' own process when there is one, else this server's mount.
      baseUrl: `${deps.config.PAYFLOW_SANDBOX_URL ?? deps.selfUrl}/sandbox/fne/ws`,
      apiKey: companyFneApiKey(deps.secretKey, companyId),
      timeoutMs: FNE_DEFAULT_TIMEOUT_MS,
    },
    ncc: nccOfSpace(fneSpaceIdOf(deps.secretKey, companyId)),
    establishment: FNE_DEFAULT_SPACE.establishment,
    pointOfSale: FNE_DEFAULT_SPACE.pointOfSale,
  };
}

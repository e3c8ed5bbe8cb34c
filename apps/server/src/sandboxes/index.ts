import type { MobilePaymentOperator } from "@payflow/contracts";
import type { Hono } from "hono";
import { publicUrl } from "../config/env";
import type { Deps } from "../deps";
import { declareAccess } from "../http/access";
import type { SandboxEnv } from "./env";
import { createFneSandbox } from "./fne/sandbox";
import { createMoovSandbox } from "./moov_money/sandbox";
import { createMtnSandbox } from "./mtn_momo/sandbox";
import { createOrangeSandbox } from "./orange_money/sandbox";
import { createWaveSandbox } from "./wave/sandbox";

// The built-in operator sandboxes (docs/OPERATORS.md, The sandboxes), one Hono app per operator
// mounted under /sandbox/<operator id> (`/sandbox/orange_money`) and answering that operator's
// own paths, so going live changes only the base URL and the credentials. They live apart from
// the adapters (operators/), which never import them; a sandbox reads its operator's wire
// format (operators/<operator>/wire.ts).

const SANDBOXES: Record<MobilePaymentOperator | "fne", (env: SandboxEnv) => Hono> = {
  wave: createWaveSandbox,
  orange_money: createOrangeSandbox,
  mtn_momo: createMtnSandbox,
  moov_money: createMoovSandbox,
  // Not an operator: the tax office's e-invoice platform (docs/FNE.md), whose `/ws` plays the
  // DGI's API base.
  fne: createFneSandbox,
};

/**
 * What the sandboxes need from whoever runs them, PayFlow's own process or their own (main.ts):
 * each sandbox's env (env.ts) but for its mount, which comes from `publicUrl` (where payers'
 * browsers reach the sandboxes, without `/sandbox`), and Wave's webhook address, the first of
 * `callbackBases`.
 */
export type SandboxHost = Omit<SandboxEnv, "publicBase" | "webhookUrl"> & { publicUrl: string };

/** The sandboxes mounted in PayFlow's own process (as `npm start` runs them). */
export function sandboxHostOf(deps: Deps): SandboxHost {
  return {
    db: deps.db,
    logger: deps.logger,
    publicUrl: publicUrl(deps.config),
    // The sandbox is "outside": it calls PayFlow back over HTTP, through loopback. What PayFlow
    // itself gives as a callback URL: its loopback address in test mode
    // (modules/payments/engine/attempts.ts), its public URL otherwise. Read when used: tests set selfUrl late.
    callbackBases: () => [deps.selfUrl, publicUrl(deps.config)],
    secretKey: deps.secretKey,
    approvalMs: deps.config.PAYFLOW_SANDBOX_APPROVAL_MS,
    hangMs: deps.config.PAYFLOW_SANDBOX_HANG_MS,
  };
}

function sandboxEnv(host: SandboxHost, operator: string): SandboxEnv {
  return {
    ...host,
    logger: host.logger.child({ component: `sandbox-${operator}` }),
    publicBase: `${host.publicUrl}/sandbox/${operator}`,
    webhookUrl: () => `${host.callbackBases()[0]}/callbacks/${operator}`,
  };
}

/** Mounts every sandbox under /sandbox/<operator id> (and FNE's under /sandbox/fne); `declare` records each public route (PayFlow's access table). */
export function mountSandboxes(
  app: { route: (path: string, sandbox: Hono) => unknown },
  host: SandboxHost,
  declare: (method: string, path: string) => void = (method, path) => declareAccess(method, path, "public"),
): void {
  for (const [operator, create] of Object.entries(SANDBOXES)) {
    const sandbox = create(sandboxEnv(host, operator));
    // Operators' endpoints are public and check their own credentials.
    for (const r of sandbox.routes) declare(r.method, `/sandbox/${operator}${r.path}`);
    app.route(`/sandbox/${operator}`, sandbox);
  }
}

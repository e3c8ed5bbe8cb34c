import type { OpenAPIHono } from "@hono/zod-openapi";
import type { MobilePaymentOperator } from "@payflow/contracts";
import type { Hono } from "hono";
import { publicUrl } from "../config/env";
import type { Deps } from "../deps";
import { declareAccess } from "../http/access";
import type { AppEnv } from "../http/types";
import type { SandboxEnv } from "./env";
import { createMoovSandbox } from "./moov_money/sandbox";
import { createMtnSandbox } from "./mtn_momo/sandbox";
import { createOrangeSandbox } from "./orange_money/sandbox";
import { createWaveSandbox } from "./wave/sandbox";

// The built-in operator sandboxes (docs/OPERATORS.md, The sandboxes), one Hono app per operator
// mounted under /sandbox/<operator id> (`/sandbox/orange_money`) and answering that operator's
// own paths, so going live changes only the base URL and the credentials. They live apart from
// the adapters (operators/), which never import them; a sandbox reads its operator's wire
// format (operators/<operator>/wire.ts).

const SANDBOXES: Record<MobilePaymentOperator, (env: SandboxEnv) => Hono> = {
  wave: createWaveSandbox,
  orange_money: createOrangeSandbox,
  mtn_momo: createMtnSandbox,
  moov_money: createMoovSandbox,
};

function sandboxEnv(deps: Deps, operator: MobilePaymentOperator): SandboxEnv {
  return {
    db: deps.db,
    logger: deps.logger.child({ component: `sandbox-${operator}` }),
    publicBase: `${publicUrl(deps.config)}/sandbox/${operator}`,
    // The sandbox is "outside": it calls PayFlow back over HTTP, through loopback.
    webhookUrl: () => `${deps.selfUrl}/callbacks/${operator}`,
    secretKey: deps.secretKey,
    // What PayFlow itself gives as a callback URL: its loopback address in test mode
    // (modules/payments/engine/attempts.ts), its public URL otherwise. Read when used: tests set selfUrl late.
    callbackBases: () => [deps.selfUrl, publicUrl(deps.config)],
    approvalMs: deps.config.PAYFLOW_SANDBOX_APPROVAL_MS,
    hangMs: deps.config.PAYFLOW_SANDBOX_HANG_MS,
  };
}

export function mountSandboxes(app: OpenAPIHono<AppEnv>, deps: Deps): void {
  for (const [operator, create] of Object.entries(SANDBOXES) as [MobilePaymentOperator, (env: SandboxEnv) => Hono][]) {
    const sandbox = create(sandboxEnv(deps, operator));
    // Operators' endpoints are public and check their own credentials.
    for (const r of sandbox.routes) declareAccess(r.method, `/sandbox/${operator}${r.path}`, "public");
    app.route(`/sandbox/${operator}`, sandbox);
  }
}

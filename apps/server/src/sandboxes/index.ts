import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Hono } from "hono";
import { publicUrl } from "../config/env";
import type { Deps } from "../deps";
import { declareAccess } from "../http/access";
import type { AppEnv } from "../http/types";
import type { SandboxEnv } from "./env";
import { createMoovSandbox } from "./moov/sandbox";
import { createMtnSandbox } from "./mtn/sandbox";
import { createOrangeSandbox } from "./orange/sandbox";
import { createWaveSandbox } from "./wave/sandbox";

// The built-in operator sandboxes (docs/PAYMENTS.md, The sandboxes), one Hono app per operator mounted under
// /sandbox/<operator> and answering that operator's own paths, so going live changes only the
// base URL and the credentials. They live apart from the adapters (operators/), which never
// import them; a sandbox reads its operator's wire format (operators/<operator>/wire.ts).

const SANDBOXES: Array<{ mount: string; create: (env: SandboxEnv) => Hono }> = [
  { mount: "wave", create: createWaveSandbox },
  { mount: "orange", create: createOrangeSandbox },
  { mount: "mtn", create: createMtnSandbox },
  { mount: "moov", create: createMoovSandbox },
];

function sandboxEnv(deps: Deps, mount: string): SandboxEnv {
  return {
    db: deps.db,
    logger: deps.logger.child({ component: `sandbox-${mount}` }),
    publicBase: `${publicUrl(deps.config)}/sandbox/${mount}`,
    // The sandbox is "outside": it calls PayFlow back over HTTP, through loopback.
    webhookUrl: () => `${deps.selfUrl}/callbacks/${mount}`,
    secretKey: deps.secretKey,
    // What PayFlow itself gives as a callback URL: its loopback address in test mode
    // (payments/attempts.ts), its public URL otherwise. Read when used: tests set selfUrl late.
    callbackBases: () => [deps.selfUrl, publicUrl(deps.config)],
    approvalMs: deps.config.PAYFLOW_SANDBOX_APPROVAL_MS,
    hangMs: deps.config.PAYFLOW_SANDBOX_HANG_MS,
  };
}

export function mountSandboxes(app: OpenAPIHono<AppEnv>, deps: Deps): void {
  for (const { mount, create } of SANDBOXES) {
    const sandbox = create(sandboxEnv(deps, mount));
    // Operators' endpoints are public and check their own credentials.
    for (const r of sandbox.routes) declareAccess(r.method, `/sandbox/${mount}${r.path}`, "public");
    app.route(`/sandbox/${mount}`, sandbox);
  }
}

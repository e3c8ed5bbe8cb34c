// Lints the merchant API's OpenAPI document (/v1/openapi.json, docs/API.md § OpenAPI) with
// Redocly's recommended rules (redocly.yaml): a client generated from it (packages/sdk) meets no
// missing operation id, no undeclared answer. Built from the routes without a database, written
// to a temporary file, linted; any warning fails, as an error does.
// Run: node --import tsx scripts/openapi-lint.mjs
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createMerchantApi, v1OpenApi } from "../apps/server/src/merchant-api/app.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const document = v1OpenApi(createMerchantApi("lint"), "lint");
const dir = mkdtempSync(path.join(tmpdir(), "payflow-openapi-"));
const file = path.join(dir, "openapi.json");
writeFileSync(file, JSON.stringify(document, null, 2));
try {
  const lint = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/@redocly/cli/bin/cli.js"),
      "lint",
      file,
      "--config",
      path.join(root, "redocly.yaml"),
      "--max-problems",
      "1000",
    ],
    {
      cwd: root,
      encoding: "utf8",
      // Redocly calls out (telemetry, update checks) unless told not to; this machine reaches
      // only the npm registry and the check must not depend on the network.
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: "off",
        REDOCLY_SDK_TELEMETRY: "off",
        REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
      },
    },
  );
  process.stdout.write(lint.stdout ?? "");
  process.stderr.write(lint.stderr ?? "");
  // A rule left at "warn" exits 0 with "You have N warnings": that fails here too.
  const warned = /You have \d+ warnings?/.test(`${lint.stdout}${lint.stderr}`);
  if (warned) console.error("openapi-lint: warnings count as failures (redocly.yaml)");
  process.exitCode = lint.status === 0 && !warned ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

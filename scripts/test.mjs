// `npm test`: every check PayFlow has, in order — type-check, lint, the layers' boundaries and
// file sizes (scripts/boundaries.mjs), the merchant API document's lint (scripts/openapi-lint.mjs),
// web build, unit and API
// tests (Vitest, real PostgreSQL), the fuzz tests, the fault script's short form (two app
// processes, kill -9, a PostgreSQL restart), browser tests (Playwright in Debian's Chromium).
// Ends with one plain line "N passed, N failed" summing every runner; also written to
// .test-results/summary.txt for .ci/run. The machine has 2 cores: the one-threaded checks run
// two at a time, then the fuzz tests and the fault script one after the other (its restart is
// timed); each side by side step's output is printed whole when it ends.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const results = path.join(root, ".test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, "node_modules/.bin", name);

let passed = 0;
let failed = 0;
const lines = [];
// Each failing test's name and first error line, printed again beside the summary: CI keeps
// only the end of a long run's output, and a failure must be readable from there.
const failures = [];

/** Runs one step; `together`: others run beside it, so its output is held and printed whole at its end. */
function run(label, command, args, env = {}, together = false) {
  const started = Date.now();
  if (!together) console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: together ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (together) {
        console.log(`\n▶ ${label}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

/** Runs the steps (functions answering promises) at most `width` at a time. */
async function sideBySide(steps, width = 2) {
  const queue = [...steps];
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await step();
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** A step that is one check: it passes or fails as a whole. */
async function check(label, command, args, env, together = false) {
  const { ok, seconds } = await run(label, command, args, env, together);
  if (ok) passed++;
  else failed++;
  lines.push(`${ok ? "✓" : "✗"} ${label} (${seconds}s)`);
  return ok;
}

/**
 * A test runner: counts its own tests from its JSON report, and names its failing ones, with
 * `reader` ({ count, failures? }) for that runner's report format.
 */
async function suite(label, command, args, report, reader, env, together = false) {
  const { ok, seconds } = await run(label, command, args, env, together);
  let p = 0;
  let f = 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, "utf8"));
    ({ passed: p, failed: f } = reader.count(json));
    failures.push(...(reader.failures?.(json) ?? []).map((line) => `  ${label}: ${line}`));
  }
  // A runner that crashed before reporting, or failed without a failing test, still fails.
  if (!ok && f === 0) f = 1;
  passed += p;
  failed += f;
  lines.push(`${f === 0 ? "✓" : "✗"} ${label}: ${p} passed, ${f} failed (${seconds}s)`);
}

// The workspace's TypeScript by its own path: node_modules/.bin/tsc may point at typescript-5
// (the copy only dependency-cruiser uses, docs/CONVENTIONS.md), whichever npm linked last.
const tsc = path.join(root, "node_modules/typescript/bin/tsc");
let built = false;
// The SDK's types are written from the merchant API's document first: every type-check that
// reaches packages/sdk (its own, the server's tests of it) reads them.
await check("SDK types generated from the merchant API (openapi-typescript)", "npm", [
  "run",
  "generate",
  "--silent",
  "-w",
  "packages/sdk",
]);
await sideBySide([
  ...["packages/contracts", "packages/cli", "packages/sdk", "apps/server", "apps/web", "e2e"].map(
    (project) => () => check(`type-check ${project}`, process.execPath, [tsc, "-p", project], {}, true),
  ),
  () => check("lint and format (Biome)", process.execPath, ["scripts/biome.mjs", "check", "."], {}, true),
  () => check("boundaries and file sizes (dependency-cruiser)", process.execPath, ["scripts/boundaries.mjs"], {}, true),
  () =>
    check(
      "merchant API OpenAPI document (Redocly lint)",
      process.execPath,
      ["--import", "tsx", "scripts/openapi-lint.mjs"],
      { REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      true,
    ),
  async () => {
    built = await check("web build (Vite)", bin("vite"), ["build", "apps/web", "--logLevel", "warn"], {}, true);
  },
]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes in runners' messages
const colours = /\u001b\[[0-9;]*m/g;
const firstLine = (message) =>
  (
    String(message ?? "")
      .replace(colours, "")
      .split("\n")
      .find((l) => l.trim() !== "") ?? ""
  ).slice(0, 300);
const vitestReport = {
  count: (r) => ({
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  }),
  failures: (r) =>
    (r.testResults ?? []).flatMap((file) => {
      const where = path.relative(root, file.name ?? "");
      const tests = (file.assertionResults ?? [])
        .filter((t) => t.status !== "passed")
        .map((t) => `${where} › ${t.fullName} [${t.status}] ${firstLine(t.failureMessages?.[0])}`);
      // A file that failed before any test ran (an import error, a hook) has no failing test.
      return tests.length === 0 && file.status === "failed" ? [`${where} ${firstLine(file.message)}`] : tests;
    }),
};
// The fuzz files (1,000 bodies per route) run on their own afterwards: beside the other files
// they would take the CPU that the time-bound ones (password hashing, sandboxes) need.
await suite(
  "unit and API tests (Vitest)",
  bin("vitest"),
  [
    "run",
    "--exclude",
    "**/fuzz-*.test.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${path.join(results, "vitest.json")}`,
  ],
  path.join(results, "vitest.json"),
  vitestReport,
);
// One after the other: the fault script's restart of a killed instance is timed (healthy within
// 10 s), and beside the fuzz files (1,000 bodies per route, more routes each release) it took
// 11-12 s of CPU-starved start-up on CI's 2 cores where alone it takes about 5 s.
await sideBySide(
  [
    () =>
      suite(
        "fuzz tests (Vitest, fast-check)",
        bin("vitest"),
        [
          "run",
          "fuzz-",
          "--reporter=default",
          "--reporter=json",
          `--outputFile.json=${path.join(results, "fuzz.json")}`,
        ],
        path.join(results, "fuzz.json"),
        vitestReport,
        {},
        true,
      ),
    () =>
      suite(
        "fault tests (short form)",
        process.execPath,
        ["--import", "tsx", "scripts/faults.mjs", "--short", "--report", path.join(results, "faults.json")],
        path.join(results, "faults.json"),
        { count: (r) => ({ passed: r.passed ?? 0, failed: r.failed ?? 0 }) },
        {},
        true,
      ),
  ],
  1,
);

const playwrightReport = {
  count: (r) => ({
    passed: r.stats?.expected ?? 0,
    failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0) + (r.stats?.skipped ?? 0),
  }),
  failures: (r) => {
    const found = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === "expected") continue;
          const error = test.results?.find((res) => res.error)?.error?.message;
          found.push(`${spec.file}:${spec.line} › ${spec.title} [${test.status}] ${firstLine(error)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of r.suites ?? []) walk(suite);
    return found;
  },
};

const chromium = ensureChromium();
if (!chromium.ok) {
  console.error(`\n✗ ${chromium.message}`);
  failed++;
  lines.push(`✗ browser tests: ${chromium.message}`);
} else if (!built) {
  failed++;
  lines.push("✗ browser tests: not run, the web build failed");
} else {
  await suite(
    "browser tests (Playwright, Chromium)",
    bin("playwright"),
    ["test", "-c", "e2e/playwright.config.ts"],
    path.join(results, process.env.E2E_PORT ? `e2e-${process.env.E2E_PORT}.json` : "e2e.json"),
    playwrightReport,
    { PAYFLOW_SKIP_WEB_BUILD: "true", CHROMIUM_PATH: chromium.path },
  );
}

const summary = `${passed} passed, ${failed} failed`;
console.log(`\n${lines.join("\n")}\n`);
if (failures.length > 0) console.log(`Failing:\n${failures.join("\n")}\n`);
writeFileSync(path.join(results, "summary.txt"), `${summary}\n`);
console.log(summary);
process.exit(failed === 0 ? 0 : 1);

// `npm test`: every check PayFlow has, in order — type-check, lint, the layers' boundaries and
// file sizes (scripts/boundaries.mjs), web build, unit and API
// tests (Vitest, real PostgreSQL), the fuzz tests, the fault script's short form (two app
// processes, kill -9, a PostgreSQL restart), browser tests (Playwright in Debian's Chromium).
// Ends with one plain line "N passed, N failed" summing every runner; also written to
// .test-results/summary.txt for .ci/run.
import { spawnSync } from "node:child_process";
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

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const res = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: res.status === 0, seconds };
}

/** A step that is one check: it passes or fails as a whole. */
function check(label, command, args, env) {
  const { ok, seconds } = run(label, command, args, env);
  if (ok) passed++;
  else failed++;
  lines.push(`${ok ? "✓" : "✗"} ${label} (${seconds}s)`);
  return ok;
}

/**
 * A test runner: counts its own tests from its JSON report, and names its failing ones, with
 * `reader` ({ count, failures? }) for that runner's report format.
 */
function suite(label, command, args, report, reader, env) {
  const { ok, seconds } = run(label, command, args, env);
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
for (const project of ["packages/contracts", "apps/server", "apps/web", "e2e"]) {
  check(`type-check ${project}`, process.execPath, [tsc, "-p", project]);
}
check("lint and format (Biome)", process.execPath, ["scripts/biome.mjs", "check", "."]);
check("boundaries and file sizes (dependency-cruiser)", process.execPath, ["scripts/boundaries.mjs"]);
const built = check("web build (Vite)", bin("vite"), ["build", "apps/web", "--logLevel", "warn"]);

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
suite(
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
suite(
  "fuzz tests (Vitest, fast-check)",
  bin("vitest"),
  ["run", "fuzz-", "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(results, "fuzz.json")}`],
  path.join(results, "fuzz.json"),
  vitestReport,
);

// The fault script's short form, on its own: its recovery times are measured, so it does not
// share the CPU with the test files.
suite(
  "fault tests (short form)",
  process.execPath,
  ["--import", "tsx", "scripts/faults.mjs", "--short", "--report", path.join(results, "faults.json")],
  path.join(results, "faults.json"),
  { count: (r) => ({ passed: r.passed ?? 0, failed: r.failed ?? 0 }) },
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
  suite(
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

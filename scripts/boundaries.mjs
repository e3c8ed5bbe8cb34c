// `npm run boundaries` (a step of `npm test`): the layers and boundaries of docs/ARCHITECTURE.md,
// checked by dependency-cruiser with .dependency-cruiser.cjs, and the size rule of
// docs/CONVENTIONS.md (a source file has at most 400 lines). No violation is tolerated: there is
// no list of known ones. Prints every failure with its file and exits 1 on any.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import "./boundaries/typescript-5.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const CRUISED = ["apps/server/src", "apps/web/src", "packages/contracts/src", "packages/sdk/src"];
const MAX_LINES = 400;
const SIZED = ["apps", "packages"]
  .flatMap((dir) => readdirSync(dir).map((name) => `${dir}/${name}/src`))
  .concat("scripts");
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;
// Tests, and what a tool writes (drizzle's migrations and snapshots, the SDK's types generated
// from the OpenAPI document), are not held to the size.
const NOT_SIZED = /(^|\/)(node_modules|dist|migrations|generated)\/|\.(test|spec)\.[^/]+$/;

const { cruise } = await import("dependency-cruiser");
const { default: extractOptions } = await import("dependency-cruiser/config-utl/extract-depcruise-options");
const options = await extractOptions("./.dependency-cruiser.cjs");

const { output, exitCode } = await cruise(CRUISED, { ...options, validate: true, outputType: "err" });
process.stdout.write(output);

const tooLong = [];
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (NOT_SIZED.test(`${file}${entry.isDirectory() ? "/" : ""}`)) continue;
    if (entry.isDirectory()) walk(file);
    else if (SOURCE.test(entry.name)) {
      const text = readFileSync(file, "utf8");
      const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
      if (lines > MAX_LINES) tooLong.push(`${file}: ${lines} lines`);
    }
  }
}
for (const dir of SIZED) {
  try {
    walk(dir);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
}
if (tooLong.length > 0) {
  console.log(`\nFiles over ${MAX_LINES} lines (split them by purpose, docs/CONVENTIONS.md):`);
  for (const line of tooLong) console.log(`  ${line}`);
} else {
  console.log(`No source file over ${MAX_LINES} lines.`);
}
process.exit(exitCode === 0 && tooLong.length === 0 ? 0 : 1);

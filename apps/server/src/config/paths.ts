import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (apps/server/src/config → four levels up). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

export function resolveDataDir(dataDir: string): string {
  return path.isAbsolute(dataDir) ? dataDir : path.resolve(PROJECT_ROOT, dataDir);
}

/** True when `dir` and every directory above it let "others" traverse them (o+x). */
export function traversableByOthers(dir: string): boolean {
  let current = path.resolve(dir);
  for (;;) {
    const parent = path.dirname(current);
    try {
      const st = statSync(current);
      if ((st.mode & 0o001) === 0) return false;
    } catch {
      // Not created yet: it will be created with 0755, so only its parents matter.
    }
    if (parent === current) return true;
    current = parent;
  }
}

/**
 * Where the embedded PostgreSQL cluster lives. PostgreSQL refuses to run as root, so as root
 * it runs as the `postgres` user, which must be able to reach the cluster directory. When a
 * parent of the data dir is closed to others (a clone under /root, a 0700 temp dir) the
 * cluster goes to a traversable place derived from the data dir's path instead.
 */
export function resolveClusterDir(dataDir: string, opts: { isRoot: boolean }): { dir: string; relocated: boolean } {
  const inside = path.join(dataDir, "postgres");
  // The cluster directory itself belongs to postgres (0700); only the directories above it matter.
  if (!opts.isRoot || traversableByOthers(dataDir)) return { dir: inside, relocated: false };
  const hash = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  return { dir: path.join("/var/tmp", `payflow-${hash}`, "postgres"), relocated: true };
}

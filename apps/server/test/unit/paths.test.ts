import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveClusterDir, traversableByOthers } from "../../src/config/paths";

const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

async function tempDir(mode: number) {
  const dir = await mkdtemp(path.join("/var/tmp", "payflow-paths-"));
  made.push(dir);
  await chmod(dir, mode);
  return dir;
}

describe("where the embedded cluster lives", () => {
  it("stays in the data dir when every parent is traversable, even once postgres owns its 0700 dir", async () => {
    const base = await tempDir(0o755);
    const dataDir = path.join(base, ".data");
    await mkdir(dataDir, { mode: 0o755 });
    await mkdir(path.join(dataDir, "postgres"), { mode: 0o700 });
    await chmod(path.join(dataDir, "postgres"), 0o700);
    expect(resolveClusterDir(dataDir, { isRoot: true })).toEqual({
      dir: path.join(dataDir, "postgres"),
      relocated: false,
    });
  });

  it("moves to a traversable place, stable for the data dir, when a parent is closed (0700)", async () => {
    const closed = await tempDir(0o700);
    const dataDir = path.join(closed, "project", ".data");
    expect(traversableByOthers(dataDir)).toBe(false);
    const first = resolveClusterDir(dataDir, { isRoot: true });
    expect(first.relocated).toBe(true);
    expect(first.dir).toMatch(/^\/var\/tmp\/payflow-[0-9a-f]{16}\/postgres$/);
    expect(resolveClusterDir(dataDir, { isRoot: true })).toEqual(first);
    expect(resolveClusterDir(path.join(closed, "other"), { isRoot: true }).dir).not.toBe(first.dir);
  });

  it("never relocates when not running as root", async () => {
    const closed = await tempDir(0o700);
    expect(resolveClusterDir(path.join(closed, ".data"), { isRoot: false }).relocated).toBe(false);
  });
});

import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSecretKey } from "../../src/lib/secret-key";

// Started with DATABASE_URL and no PAYFLOW_SECRET_KEY, nothing had created the data dir (the
// embedded PostgreSQL does that on the other path): the first start died on ENOENT.

let base = "";
afterAll(async () => {
  if (base) await rm(base, { recursive: true, force: true });
});

describe("the installation's secret key", () => {
  it("is generated into a data dir that does not exist yet, then read back the same", async () => {
    base = await mkdtemp(path.join(tmpdir(), "payflow-secret-"));
    const dataDir = path.join(base, "not", "made", "yet");
    const key = await loadSecretKey(undefined, dataDir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, "secret.key");
    expect((await readFile(file, "utf8")).trim()).toBe(key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadSecretKey(undefined, dataDir)).toBe(key);
  });
});

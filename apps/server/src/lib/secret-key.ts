import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The installation's secret: signs session cookies and (through HKDF) encrypts operator
 * credentials at rest. PAYFLOW_SECRET_KEY wins; otherwise a key file is generated in the data
 * dir on first start. Several instances must share PAYFLOW_SECRET_KEY.
 */
export async function loadSecretKey(fromEnv: string | undefined, dataDir: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, "secret.key");
  try {
    const existing = (await readFile(file, "utf8")).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  const key = randomBytes(32).toString("hex");
  // With DATABASE_URL nothing else makes the data dir (the embedded PostgreSQL does otherwise).
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}

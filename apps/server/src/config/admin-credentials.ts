import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

// The first admin's generated password is printed once and kept in the data dir
// (docs/ARCHITECTURE.md, start-up): written by the seed, removed by whichever module replaces it.

const credentialsFile = (dataDir: string) => path.join(dataDir, "admin-credentials.txt");

/** Writes the generated credentials (owner-only) and answers the file's path. */
export async function keepSeededCredentials(dataDir: string, email: string, password: string): Promise<string> {
  const file = credentialsFile(dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  return file;
}

/**
 * Once the first admin's generated password is replaced, the file that held it goes: it would
 * only tell a reader of the data directory an old password (and that it was the admin's).
 */
export async function forgetSeededCredentials(dataDir: string, email: string): Promise<void> {
  const file = credentialsFile(dataDir);
  const content = await readFile(file, "utf8").catch(() => null);
  if (content?.split("\n")[0] === `email: ${email}`) await unlink(file).catch(() => undefined);
}

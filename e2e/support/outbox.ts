import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import pg from "pg";
import { E2E } from "./env";

// Test-only: the browser tests' server has no SMTP, so PayFlow keeps every email in its
// outbox table. This reads that table straight from the run's embedded PostgreSQL (found
// through the file e2e/support/server.mjs writes); the app itself has no such backdoor.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function databaseUrl(): string {
  const runFile = path.join(root, ".test-results", `e2e-server-${E2E.port}.json`);
  const { dataDir } = JSON.parse(readFileSync(runFile, "utf8")) as { dataDir: string };
  const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  // postmaster.pid's fourth line is the port the server listens on.
  const port = readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/payflow`;
}

export type StoredEmail = { subject: string; textBody: string };

async function latestEmail(to: string, template: string): Promise<StoredEmail | null> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const result = await client.query<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM email_outbox WHERE to_email = $1 AND template = $2 ORDER BY created_at DESC LIMIT 1",
      [to.toLowerCase(), template],
    );
    const row = result.rows[0];
    return row ? { subject: row.subject, textBody: row.text_body } : null;
  } finally {
    await client.end();
  }
}

/** Waits for the email to reach the outbox and returns it. */
export async function waitForEmail(to: string, template: string): Promise<StoredEmail> {
  let found: StoredEmail | null = null;
  await expect
    .poll(async () => {
      found = await latestEmail(to, template);
      return found !== null;
    })
    .toBe(true);
  return found as unknown as StoredEmail;
}

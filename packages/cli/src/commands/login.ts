import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline/promises";
import { apiClient } from "../api.js";
import { CliError, DEFAULT_BASE_URL, writeConfig } from "../config.js";
import type { Output } from "../output.js";

// `payflow login`: stores a key and a fresh signing secret for `listen`. A test key by default;
// a live key only when asked twice — `--live`, then typing LIVE (or `--confirm-live` where no
// one can type) — since a live key on a laptop moves real money.

export type LoginOptions = { apiKey?: string; url?: string; live?: boolean; confirmLive?: boolean };

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

async function liveConfirmed(options: LoginOptions): Promise<boolean> {
  if (!options.live) return false;
  if (options.confirmLive) return true;
  if (!process.stdin.isTTY) return false;
  return (await ask("This is a LIVE key: it moves real money. Type LIVE to store it: ")) === "LIVE";
}

export async function login(options: LoginOptions, out: Output): Promise<void> {
  const apiKey =
    options.apiKey ?? process.env.PAYFLOW_API_KEY ?? (process.stdin.isTTY ? await ask("Secret key (sk_test_…): ") : "");
  const baseUrl = (options.url ?? process.env.PAYFLOW_URL ?? DEFAULT_BASE_URL).replace(/\/$/, "");
  if (!/^sk_(test|live)_/.test(apiKey)) throw new CliError("A secret key starts with sk_test_ (or sk_live_).");
  if (apiKey.startsWith("sk_live_") && !(await liveConfirmed(options)))
    throw new CliError(
      "Not stored: a live key needs --live and a confirmation. Use a test key (sk_test_…) to develop.",
    );
  // The key must work: one read of the balance, which also says its mode.
  const balance = await apiClient({ apiKey, baseUrl }).get<{ mode: "test" | "live" }>("/v1/balance");
  const webhookSecret = `whsec_${randomBytes(24).toString("base64")}`;
  const file = await writeConfig({ apiKey, baseUrl, webhookSecret });
  out.result({ mode: balance.mode, baseUrl, config: file, webhookSecret }, () =>
    [
      `Logged in to ${baseUrl} with a ${balance.mode} key (…${apiKey.slice(-4)}), saved in ${file}.`,
      `Events forwarded by \`payflow listen\` are signed with: ${webhookSecret}`,
    ].join("\n"),
  );
}

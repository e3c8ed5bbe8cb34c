import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";

// What `payflow login` keeps: the key, PayFlow's address and the secret `listen` signs with, in
// the user's config directory (PAYFLOW_CONFIG, else $XDG_CONFIG_HOME/payflow, else
// ~/.config/payflow), readable by the user alone.

export type Config = {
  apiKey: string;
  baseUrl: string;
  /** whsec_…: what `payflow listen` signs the events it forwards with. */
  webhookSecret: string;
};

export const DEFAULT_BASE_URL = "http://localhost:3000";

export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PAYFLOW_CONFIG) return env.PAYFLOW_CONFIG;
  const base = env.XDG_CONFIG_HOME || path.join(homedir(), ".config");
  return path.join(base, "payflow", "config.json");
}

export async function readConfig(): Promise<Config | null> {
  try {
    return JSON.parse(await readFile(configPath(), "utf8")) as Config;
  } catch {
    return null;
  }
}

export async function writeConfig(config: Config): Promise<string> {
  const file = configPath();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}

/** The saved login, or a clear word to log in first. */
export async function needConfig(): Promise<Config> {
  const config = await readConfig();
  if (!config) throw new CliError("Not logged in: run `payflow login` first.");
  return config;
}

/** A failure the CLI explains in one line and ends with status 1. */
export class CliError extends Error {}

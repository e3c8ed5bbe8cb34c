import { PASSWORD_MIN_LENGTH } from "@payflow/contracts";
import { z } from "zod";

// Every setting PayFlow reads from the environment, parsed once at start. A bad value stops
// the server with a message naming the variable (see formatConfigError).

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Public address of the site, used for cookies, trusted origins and links in emails. */
  PUBLIC_URL: z.url().optional(),
  /** Extra trusted origins (comma separated), e.g. a reverse proxy's address. */
  TRUSTED_ORIGINS: z.string().default(""),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Connections kept for operators' reports (callbacks): docs/PAYMENTS.md § Operators' reports first. */
  DATABASE_REPORT_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PAYFLOW_DATA_DIR: z.string().min(1).default(".data"),
  PAYFLOW_SECRET_KEY: z
    .string()
    .min(32, { error: "must be at least 32 characters (use: openssl rand -hex 32)" })
    .optional(),
  PAYFLOW_ADMIN_EMAIL: z.email().default("admin@payflow.local"),
  PAYFLOW_ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .optional(),
  /**
   * The built-in operator sandboxes: true/false, or unset ("auto"): on for a local deployment,
   * off for a hosted one (see sandboxesAt).
   */
  PAYFLOW_SANDBOX: z.union([z.literal("auto"), bool]).optional(),
  /**
   * Where the sandboxes run when they run in their own process (`npm run sandboxes`), e.g.
   * `http://127.0.0.1:3100`: test mode calls them there, and this server mounts none of its own.
   */
  PAYFLOW_SANDBOX_URL: z.url().optional(),
  /** Time limit of every call to an operator (sandbox or live). */
  PAYFLOW_OPERATOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Time limit of one webhook delivery attempt to a merchant's endpoint. */
  PAYFLOW_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** Sandbox: how long a payer takes to approve when nobody decides by hand. */
  PAYFLOW_SANDBOX_APPROVAL_MS: z.coerce.number().int().min(0).max(600_000).default(4000),
  /** Sandbox: how long a …07 number holds the create call (longer than the operator time limit). */
  PAYFLOW_SANDBOX_HANG_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /**
   * Proxies in front of PayFlow whose X-Forwarded-For is trusted: false/0 none, true/1 one,
   * or how many.
   */
  PAYFLOW_TRUST_PROXY: z
    .union([
      z.enum(["true", "yes"]).transform(() => 1),
      z.enum(["false", "no"]).transform(() => 0),
      z.coerce.number().int().min(0).max(10),
    ])
    .default(0),
  /** Merchant API requests per second per key; 0 turns the limit off (benchmarks). */
  PAYFLOW_API_RATE_LIMIT: z.coerce.number().int().min(0).default(100),
  PAYFLOW_RATE_LIMIT_SIGNIN: z.coerce.number().int().min(1).default(10),
  PAYFLOW_RATE_LIMIT_SIGNUP: z.coerce.number().int().min(1).default(5),
  PAYFLOW_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  SUPPORT_EMAIL: z.string().default("support@payflow.ci"),
  SUPPORT_PHONE: z.string().default("+225 27 22 00 00 00"),
  SUPPORT_ADDRESS: z.string().default("Plateau, Abidjan, Côte d'Ivoire"),
  // Email: without SMTP_URL messages stay in the outbox table (admins read them, marked not sent).
  SMTP_URL: z
    .url()
    .refine((v) => /^smtps?:/.test(v), { error: "must start with smtp:// or smtps://" })
    .optional(),
  MAIL_FROM: z.string().default("PayFlow <no-reply@payflow.ci>"),
  // WhatsApp Cloud API: live-mode notifications to people who chose WhatsApp. Without the token
  // and number id (and always in test mode) the messages stay in the outbox, marked not sent.
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_API_URL: z.url().default("https://graph.facebook.com/v21.0"),
  /** Contact-form messages accepted per address and window. */
  PAYFLOW_RATE_LIMIT_CONTACT: z.coerce.number().int().min(1).default(5),
  PAYFLOW_RATE_LIMIT_CONTACT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  PAYFLOW_SKIP_WEB_BUILD: bool.default(false),
});

type ParsedEnv = z.infer<typeof EnvSchema>;

/** Whether the built-in sandboxes are on, and why (the start log says it). */
export type SandboxesSetting = {
  on: boolean;
  /** PAYFLOW_SANDBOX was set: nothing found at start changes it. */
  explicit: boolean;
  reason: string;
};

export type Config = Omit<ParsedEnv, "PAYFLOW_SANDBOX"> & {
  /** Whether the sandboxes are mounted and test mode can take payments (= sandboxes.on). */
  PAYFLOW_SANDBOX: boolean;
  sandboxes: SandboxesSetting;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset" so `FOO= npm start` behaves like no FOO at all.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".") || "(environment)";
      const value = env[name];
      const shown = name.includes("SECRET") || name.includes("PASSWORD") || name.includes("SMTP") ? "***" : value;
      return `  ${name}=${shown ?? ""}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const sandboxes = sandboxesAt(parsed.data);
  return { ...parsed.data, PAYFLOW_SANDBOX: sandboxes.on, sandboxes };
}

const TURN_ON = "set PAYFLOW_SANDBOX=true to turn them on";

/**
 * The sandboxes' credentials are public and anyone who reaches the server can use them, so a
 * hosted deployment (PUBLIC_URL on https) has them off unless PAYFLOW_SANDBOX=true says
 * otherwise. Live operator credentials also make a deployment hosted: see withLiveCredentials.
 */
function sandboxesAt(env: ParsedEnv): SandboxesSetting {
  const setting = env.PAYFLOW_SANDBOX ?? "auto";
  if (setting === true) {
    const hosted = env.PUBLIC_URL?.startsWith("https:") ? ", although PUBLIC_URL is https" : "";
    return { on: true, explicit: true, reason: `sandboxes on (PAYFLOW_SANDBOX=true${hosted})` };
  }
  if (setting === false) return { on: false, explicit: true, reason: "sandboxes off (PAYFLOW_SANDBOX=false)" };
  if (env.PUBLIC_URL && new URL(env.PUBLIC_URL).protocol === "https:") {
    return { on: false, explicit: false, reason: `sandboxes off: PUBLIC_URL is https; ${TURN_ON}` };
  }
  return { on: true, explicit: false, reason: "sandboxes on (local deployment)" };
}

/**
 * The configuration once the database is known (at start): a deployment holding live operator
 * credentials is a hosted one, so unless PAYFLOW_SANDBOX was set its sandboxes are off.
 */
export function withLiveCredentials(config: Config, liveCredentialSets: number): Config {
  if (config.sandboxes.explicit || !config.sandboxes.on || liveCredentialSets === 0) return config;
  const sandboxes = {
    on: false,
    explicit: false,
    reason: `sandboxes off: live operator credentials are configured; ${TURN_ON}`,
  };
  return { ...config, PAYFLOW_SANDBOX: false, sandboxes };
}

/** The site's public address, for links in emails. */
export function publicUrl(config: Config): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

import { apiClient } from "../api.js";
import { CliError, needConfig } from "../config.js";
import { NOT_TRIGGERABLE, RECIPES } from "../fixtures.js";
import type { Output } from "../output.js";

// `payflow trigger <event>`: makes the event really happen in test mode (fixtures.ts).

export async function trigger(event: string, options: { client?: string }, out: Output): Promise<void> {
  const config = await needConfig();
  if (!config.apiKey.startsWith("sk_test_"))
    throw new CliError("trigger works in test mode only: log in with a test key.");
  const recipe = RECIPES[event];
  if (!recipe) {
    const why = NOT_TRIGGERABLE[event];
    throw new CliError(
      why ? `${event} cannot be triggered: ${why}.` : `Unknown event ${event}: see \`payflow trigger --list\`.`,
    );
  }
  const made = await recipe.run(apiClient(config), options);
  out.result({ event, made }, () =>
    [`Triggered ${event}: ${recipe.makes}.`, ...made.map((m) => `  ${m.object} ${m.id}`)].join("\n"),
  );
}

export function listTriggers(out: Output): void {
  const rows = Object.entries(RECIPES).map(([event, r]) => ({ event, makes: r.makes, triggerable: true }));
  const others = Object.entries(NOT_TRIGGERABLE).map(([event, why]) => ({ event, makes: why, triggerable: false }));
  out.result([...rows, ...others], () =>
    [
      ...rows.map((r) => `  ${r.event.padEnd(26)} ${r.makes}`),
      "Not triggerable:",
      ...others.map((r) => `  ${r.event.padEnd(26)} ${r.makes}`),
    ].join("\n"),
  );
}

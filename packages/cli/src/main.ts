#!/usr/bin/env node
import { Command } from "commander";
import { listen } from "./commands/listen.js";
import { login } from "./commands/login.js";
import { tailLogs } from "./commands/logs.js";
import { createPayment, getPayment, listPayments } from "./commands/payments.js";
import { listTriggers, trigger } from "./commands/trigger.js";
import { CliError } from "./config.js";
import { output } from "./output.js";

// `payflow`: PayFlow's command line (docs/API.md § The CLI). Words for a person by default,
// one JSON object per line with --json, for scripts.

const program = new Command("payflow")
  .description("PayFlow from the terminal: test events on your laptop, triggers, payments")
  .option("--json", "print JSON (one object per line) instead of words")
  .showHelpAfterError();

const out = () => output(Boolean(program.opts().json));

program
  .command("login")
  .description("store a secret key (a test key unless asked twice) and a signing secret for listen")
  .option("--api-key <key>", "the secret key (else PAYFLOW_API_KEY, else asked)")
  .option("--url <url>", "PayFlow's address (else PAYFLOW_URL, else http://localhost:3000)")
  .option("--live", "store a live key (asks for a confirmation)")
  .option("--confirm-live", "the confirmation of --live where no one can type it")
  .action((options) => login(options, out()));

program
  .command("listen")
  .description("forward the company's test events to a local address, signed the Standard Webhooks way")
  .requiredOption("--forward-to <url>", "where to POST each event, e.g. http://localhost:8000/webhooks")
  .option("--events <types>", "only these event types, comma-separated")
  .action((options) => listen(options, out()));

program
  .command("trigger")
  .description("make an event really happen in test mode (see --list)")
  .argument("[event]", "e.g. payment.success")
  .option("--list", "list the events and what each makes")
  .option("--client <id>", "the test client an invoice event bills")
  .action((event: string | undefined, options: { list?: boolean; client?: string }) => {
    if (options.list || !event) return listTriggers(out());
    return trigger(event, options, out());
  });

const payments = program.command("payments").description("create, read and list payments");
payments
  .command("create")
  .requiredOption("--amount <xof>", "integer XOF")
  .requiredOption("--description <text>", "what is paid for")
  .option("--operator <operator>", "wave, orange_money, mtn_momo, moov_money or bank_transfer")
  .option("--phone <number>", "the payer's number (a Mobile Money payment)")
  .option("--reference <ref>", "your own reference")
  .action((options) => createPayment(options, out()));
payments
  .command("get")
  .argument("<id>", "pay_…")
  .action((id: string) => getPayment(id, out()));
payments
  .command("list")
  .option("--limit <n>", "1 to 100")
  .option("--status <status>", "pending, succeeded, failed…")
  .action((options) => listPayments(options, out()));

program
  .command("logs")
  .description("the API's requests")
  .command("tail")
  .description("follow the requests of the company's keys as they are answered (the last minute's first)")
  .option("--status <statuses>", "only these statuses: 4xx, 5xx, 200, 404… (comma-separated)")
  .action((options) => tailLogs(options, out()));

try {
  await program.parseAsync();
} catch (error) {
  const message = error instanceof CliError ? error.message : `Unexpected: ${(error as Error).stack ?? error}`;
  if (program.opts().json) console.error(JSON.stringify({ error: message }));
  else console.error(`payflow: ${message}`);
  process.exitCode = 1;
}

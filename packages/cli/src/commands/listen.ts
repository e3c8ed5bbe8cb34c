import { Webhook } from "standardwebhooks";
import { apiClient } from "../api.js";
import { CliError, needConfig } from "../config.js";
import { followStream } from "../follow.js";
import type { Output } from "../output.js";

// `payflow listen --forward-to URL`: the company's test events over one outgoing stream
// (GET /v1/events/stream), each delivered to the developer's local server as PayFlow delivers a
// webhook — same body, Standard Webhooks headers — signed with the login's own secret. No public
// address, no endpoint to register. The stream is taken up again after a drop, from the last
// event received (Last-Event-ID), so none is missed or sent twice.

export type ListenOptions = { forwardTo: string; events?: string };

type Streamed = { id: string; type: string; body: string };
const FORWARD_TIMEOUT_MS = 10_000;

async function forward(url: string, signer: Webhook, event: Streamed) {
  const started = performance.now();
  const at = new Date();
  const headers = {
    "content-type": "application/json",
    "user-agent": "PayFlow-CLI",
    "webhook-id": event.id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signer.sign(event.id, at, event.body),
  };
  try {
    const res = await fetch(url, {
      method: "POST",
      headers,
      body: event.body,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return { status: res.status as number | null, ms: Math.round(performance.now() - started), error: null };
  } catch (error) {
    return { status: null, ms: Math.round(performance.now() - started), error: (error as Error).message };
  }
}

export async function listen(options: ListenOptions, out: Output): Promise<void> {
  const config = await needConfig();
  if (!/^https?:\/\//.test(options.forwardTo)) throw new CliError("--forward-to takes an http(s) address.");
  const api = apiClient(config);
  const signer = new Webhook(config.webhookSecret);
  const query = options.events ? `?types=${encodeURIComponent(options.events)}` : "";
  let announced = false;
  await followStream(api, `/v1/events/stream${query}`, out, async (message) => {
    if (message.event === "ready") {
      if (!announced)
        out.result({ ready: true, forwardTo: options.forwardTo, webhookSecret: config.webhookSecret }, () =>
          [
            `Ready. Forwarding test events to ${options.forwardTo} (Ctrl-C to stop).`,
            `Signing secret: ${config.webhookSecret}`,
          ].join("\n"),
        );
      announced = true;
      return;
    }
    const event = JSON.parse(message.data) as Streamed;
    const sent = await forward(options.forwardTo, signer, event);
    out.result(
      { event: event.type, id: event.id, ...sent },
      () =>
        `${new Date().toISOString()}  ${event.type.padEnd(24)} ${event.id}  → ${sent.status ?? `failed (${sent.error})`}  ${sent.ms} ms`,
    );
  });
}

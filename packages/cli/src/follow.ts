import type { ApiClient } from "./api.js";
import { CliError } from "./config.js";
import type { Output } from "./output.js";
import { readSse, type SseMessage } from "./sse.js";

// A PayFlow stream followed as long as the CLI runs (listen, logs tail): taken up again after a
// drop, waiting longer each time (up to 10 s), from the last message received (Last-Event-ID),
// so none is missed or shown twice. A refusal (a live key, a revoked key) ends it: waiting will
// not change it.

async function open(api: ApiClient, path: string, lastId: string | null, signal: AbortSignal) {
  const res = await api.stream(path, lastId ? { "last-event-id": lastId } : {}, signal);
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new CliError(`${res.status} ${body?.error?.code ?? ""}: ${body?.error?.message ?? res.statusText}`);
  }
  return readSse(res.body);
}

export async function followStream(
  api: ApiClient,
  path: string,
  out: Output,
  handle: (message: SseMessage) => Promise<void>,
): Promise<void> {
  const stop = new AbortController();
  process.once("SIGINT", () => stop.abort());
  let lastId: string | null = null;
  let backoff = 500;
  while (!stop.signal.aborted) {
    try {
      for await (const message of await open(api, path, lastId, stop.signal)) {
        backoff = 500;
        lastId = message.id ?? lastId;
        await handle(message);
      }
    } catch (error) {
      if (stop.signal.aborted) break;
      if (error instanceof CliError) throw error;
      out.info(`Connection lost (${(error as Error).message}); reconnecting…`);
    }
    if (stop.signal.aborted) break;
    await new Promise((r) => setTimeout(r, backoff));
    backoff = Math.min(backoff * 2, 10_000);
  }
}

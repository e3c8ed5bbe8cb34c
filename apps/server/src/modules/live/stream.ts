import type { Context } from "hono";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import type { AppEnv } from "../../http/types";
import type { RealtimeMessage } from "../../realtime/hub";

// A server-sent events stream fed by the instance's realtime hub: `accepts` decides which
// messages this caller may see, `write` turns one into an SSE event. A comment every 20 s keeps
// proxies from closing an idle stream; `stillAllowed` (checked then too) ends the stream of a
// session that was revoked meanwhile.

const KEEPALIVE_MS = 20_000;

export type StreamPlan = {
  accepts: (m: RealtimeMessage) => boolean;
  write: (stream: SSEStreamingApi, m: RealtimeMessage) => Promise<void>;
  /** Sent once the stream is open: a reconnect's catch-up, or the current state. */
  start?: (stream: SSEStreamingApi) => Promise<void>;
  stillAllowed?: () => Promise<boolean>;
};

export async function openStream(c: Context<AppEnv>, plan: StreamPlan) {
  c.header("Cache-Control", "no-store");
  c.header("X-Accel-Buffering", "no");
  // The answer goes out once the instance's hub listens (its first stream opens its LISTEN
  // connection): a change made after a caller has its 200 is then always heard. Answering first
  // lost the changes of the connection's first moments. The subscription below is taken in the
  // same turn, before any message can be handed out.
  await c.get("deps").realtime.ready();
  return streamSSE(c, async (stream) => {
    const queue: RealtimeMessage[] = [];
    let wake: (() => void) | null = null;
    // The hub lost its connection: this stream may have missed messages, so it ends and the
    // browser's reconnect (Last-Event-ID) catches up from the database.
    let missed = false;
    const unsubscribe = c.get("deps").realtime.subscribe((m) => {
      if (m.kind === "lost") {
        missed = true;
        wake?.();
        return;
      }
      if (!plan.accepts(m)) return;
      queue.push(m);
      wake?.();
    });
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    try {
      await plan.start?.(stream);
      while (!stream.aborted && !missed) {
        const next = queue.shift();
        if (next) {
          await plan.write(stream, next);
          continue;
        }
        const timedOut = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), KEEPALIVE_MS);
          wake = () => {
            clearTimeout(timer);
            resolve(false);
          };
        });
        wake = null;
        if (timedOut && !stream.aborted && !missed) {
          if (plan.stillAllowed && !(await plan.stillAllowed())) break;
          await stream.write(": keepalive\n\n");
        }
      }
    } finally {
      unsubscribe();
    }
  });
}

import type { SSEStreamingApi } from "hono/streaming";

// What the merchant API's live streams share (/v1/events/stream, /v1/logs/stream): they follow
// a table's rows in the order of their `seq` — the one truth every instance shares — reading
// every POLL_MS, or at once when woken. Each read goes back over the last WINDOW_MS of rows,
// skipping those already handed out: a row's seq is taken before its transaction commits, so a
// row committed a moment after a later-numbered one is still handed out, once.

const POLL_MS = 1_000;
const WINDOW_MS = 10_000;
const KEEPALIVE_MS = 20_000;

export type FollowedRow = { seq: number };

type Follow<T extends FollowedRow> = {
  /** The rows after `seq`, oldest first, at most a page; `full`: more may follow. */
  read: (afterSeq: number) => Promise<{ rows: T[]; full: boolean }>;
  key: (row: T) => string;
  /** Where to start: the rows after it. */
  after: number;
  /** Called with a function that wakes the loop; answers the unsubscription. */
  wakeOn?: (wake: () => void) => () => void;
  pollMs?: number;
};

/** Hands each new row to `send` until the stream is closed, with a keepalive comment when quiet. */
export async function followRows<T extends FollowedRow>(
  out: SSEStreamingApi,
  follow: Follow<T>,
  send: (row: T) => Promise<void>,
): Promise<void> {
  let wake: (() => void) | null = null;
  const unsubscribe = follow.wakeOn?.(() => wake?.()) ?? (() => {});
  out.onAbort(() => {
    unsubscribe();
    wake?.();
  });
  const sent = new Map<string, { seq: number; at: number }>();
  let last = follow.after;
  let quietSince = Date.now();
  try {
    while (!out.aborted) {
      const now = Date.now();
      for (const [key, s] of sent) if (now - s.at > WINDOW_MS) sent.delete(key);
      // Back over the window: the oldest row handed out within it bounds the read.
      let cursor = Math.min(last, ...[...sent.values()].map((s) => s.seq - 1));
      for (let more = true; more && !out.aborted; ) {
        const { rows, full } = await follow.read(cursor);
        for (const row of rows) {
          cursor = row.seq;
          const key = follow.key(row);
          if (sent.has(key)) continue;
          sent.set(key, { seq: row.seq, at: Date.now() });
          last = Math.max(last, row.seq);
          await send(row);
          quietSince = Date.now();
        }
        more = full;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, follow.pollMs ?? POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      if (!out.aborted && Date.now() - quietSince >= KEEPALIVE_MS) {
        await out.write(": keepalive\n\n");
        quietSince = Date.now();
      }
    }
  } finally {
    unsubscribe();
  }
}

/** The place a reconnect sends back (Last-Event-ID), when it is one. */
export function lastEventSeq(header: string | undefined): number | null {
  const given = Number(header);
  return header && Number.isSafeInteger(given) && given >= 0 ? given : null;
}

// Reads a server-sent events stream the way a browser's EventSource does, for tests.

export type SseEvent = { event: string; id: string | null; data: string };

export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const pump = (async () => {
    if (!reader) return;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(
            block
              .split("\n")
              .filter((l) => l && !l.startsWith(":"))
              .map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1).trimStart()]),
          );
          if (fields.data !== undefined)
            events.push({ event: fields.event ?? "message", id: fields.id ?? null, data: fields.data });
          cut = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: res.status,
    events,
    /** Settles when the server ends the stream (or it is closed here). */
    ended: pump,
    async waitFor(match: (e: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const hit = events.find(match);
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no matching event within ${timeoutMs} ms (got ${events.map((e) => e.event).join(", ")})`);
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

// Live updates for `npm run bench` (printed, never pass/fail): 1,000 server-sent event streams
// open on one instance — the server's memory before and after, and how long one payment event
// takes to reach every stream (LISTEN/NOTIFY, then the instance's fan-out).
import { readFileSync } from "node:fs";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
};

/** One stream: resolves `heard(id)` when a payment event naming `id` arrives. */
async function openStream(base, cookie, abort) {
  const res = await fetch(`${base}/api/stream`, { headers: { cookie, accept: "text/event-stream" }, signal: abort });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const waiting = new Map();
  let buffer = "";
  (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (const [id, resolve] of waiting) {
          if (buffer.includes(id)) {
            waiting.delete(id);
            resolve(performance.now());
          }
        }
        if (buffer.length > 10_000) buffer = buffer.slice(-2_000);
      }
    } catch {
      // aborted at the end of the run
    }
  })();
  return { heard: (id) => new Promise((resolve) => waiting.set(id, resolve)) };
}

export async function benchRealtime({ base, origin, cookie, pid }) {
  console.log(`\nLive updates: ${STREAMS} server-sent event streams on one instance`);
  const before = rssMb(pid);
  const abort = new AbortController();
  const t0 = performance.now();
  const streams = [];
  for (let i = 0; i < STREAMS; i += 100) {
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, STREAMS - i) }, () => openStream(base, cookie, abort.signal)),
      )),
    );
  }
  const opened = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssMb(pid);
  console.log(
    `  opened in ${(opened / 1000).toFixed(1)} s · server RSS ${before.toFixed(0)} MB → ${after.toFixed(0)} MB (${(((after - before) * 1024) / STREAMS).toFixed(1)} KB per stream)`,
  );
  const headers = { "content-type": "application/json", origin, cookie, "x-payflow-mode": "test" };
  const samples = [];
  for (let round = 0; round < 5; round++) {
    const created = await (
      await fetch(`${base}/api/payments`, { method: "POST", headers, body: JSON.stringify({ amount: 1000 }) })
    ).json();
    const heard = streams.map((s) => s.heard(created.id));
    const sent = performance.now();
    await fetch(`${base}/api/payments/${created.id}/cancel`, { method: "POST", headers, body: "{}" });
    const times = (await Promise.all(heard)).map((t) => t - sent);
    times.sort((a, b) => a - b);
    samples.push(times);
  }
  const all = samples.flat().sort((a, b) => a - b);
  const at = (q) => all[Math.min(all.length - 1, Math.floor(q * all.length))].toFixed(0);
  const lastPerRound = samples.map((t) => t.at(-1).toFixed(0)).join(", ");
  console.log(
    `  one payment event to every stream (cancel answered → heard): p50 ${at(0.5)} ms · p95 ${at(0.95)} ms · last stream per round ${lastPerRound} ms`,
  );
  abort.abort();
}

// Where a measure's machine time goes (Linux /proc): the CPU time each named process used, and
// PostgreSQL's (every process named `postgres`: its backends, WAL writer, checkpointer,
// autovacuum). On the 2-core bench machine every process shares the cores, so a payment's cost
// is the sum: PayFlow's own part is the figure its changes move.
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) of one process's /proc stat line. */
function cpuOf(stat) {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * CPU seconds so far of the processes in `pids` ({ name: pid }), and of each PostgreSQL process
 * (by pid, under `postgres`): a backend that ended since (the floor's, when it stops) must not
 * take its whole past off the sum.
 */
export function cpuSeconds(pids) {
  const out = { postgres: new Map() };
  for (const name of Object.keys(pids)) out[name] = 0;
  const byPid = new Map(Object.entries(pids).map(([name, pid]) => [pid, name]));
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    const name = byPid.get(Number(entry));
    if (name) out[name] += cpuOf(stat);
    else if (stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) === "postgres")
      out.postgres.set(entry, cpuOf(stat));
  }
  return out;
}

/** The CPU seconds a process (or PostgreSQL's processes still running) used between two readings. */
function used(before, after, key) {
  if (!(after[key] instanceof Map)) return after[key] - before[key];
  let sum = 0;
  for (const [pid, seconds] of after[key]) sum += seconds - (before[key].get(pid) ?? 0);
  return sum;
}

/** "PayFlow 4.0 · PostgreSQL 3.9 · …" ms of CPU per item between two readings. */
export function cpuPer(before, after, items, labels) {
  const parts = Object.entries(labels).map(
    ([key, label]) => `${label} ${((used(before, after, key) * 1000) / Math.max(1, items)).toFixed(2)}`,
  );
  const total = Object.keys(labels).reduce((sum, key) => sum + used(before, after, key), 0);
  return `${parts.join(" · ")} · all ${((total * 1000) / Math.max(1, items)).toFixed(2)} ms`;
}

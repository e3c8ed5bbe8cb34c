import type { Logger } from "../lib/logger";

// Background loops of one instance. Every instance runs its own loops; each round claims its
// rows with FOR UPDATE SKIP LOCKED and a short lease, so a row is handled once whoever runs it,
// and when an instance dies the others carry on at their next round — only the rows it held
// wait for their lease to end (seconds). No installation-wide chain to wait for.

export type Loop = {
  name: string;
  /** Pause after a round that was not full. */
  everyMs: number;
  /** Rows claimed per round. */
  limit: number;
  /** One round: claims up to `limit` rows and handles them; answers how many. */
  round: (limit: number) => Promise<number>;
};

export type RunningLoops = { stop: (timeoutMs: number) => Promise<void> };

export function startLoops(loops: Loop[], logger: Logger): RunningLoops {
  let stopping = false;
  const wakers = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
    });
  const run = async (loop: Loop) => {
    while (!stopping) {
      let done = 0;
      try {
        done = await loop.round(loop.limit);
        if (done > 0) logger.debug("job round", { name: loop.name, done });
      } catch (error) {
        logger.warn("job round failed", { name: loop.name, error });
      }
      // A full round is followed at once: more rows are due.
      if (done < loop.limit) await pause(loop.everyMs);
    }
  };
  const running = loops.map(run);
  return {
    async stop(timeoutMs) {
      stopping = true;
      for (const wake of [...wakers]) wake();
      // A round in flight ends by itself (its rows' leases cover a stop that cuts it short).
      await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    },
  };
}

/**
 * Runs `work` on every item, at most `concurrency` at a time. A failure of one item is handed to
 * `onError` and the others go on (a round of background work must not stop at its first error).
 */
export async function forEachConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
  onError: (item: T, error: unknown) => void,
): Promise<void> {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      try {
        await work(item);
      } catch (error) {
        onError(item, error);
      }
    }
  });
  await Promise.all(workers);
}

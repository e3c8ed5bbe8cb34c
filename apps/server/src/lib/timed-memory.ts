/**
 * Values this process remembers for a while, per key: at most `max` keys, all forgotten at once
 * when full (a cheap bound: what is forgotten is only read again). For what may be a little
 * stale but must not cost a read each time — an MTN number known to have a wallet, a sandbox
 * outage, a sandbox's issued token.
 */
export class TimedMemory<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly forMs: number,
    private readonly max = 10_000,
  ) {}

  /** The value remembered for `key`, if it is still fresh. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.until > Date.now() ? entry.value : undefined;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(key, { value, until: Date.now() + this.forMs });
  }
}

import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import pg from "pg";
import type { Tx } from "../db/client";
import type { Logger } from "../lib/logger";

// Realtime fan-out across app instances through PostgreSQL LISTEN/NOTIFY: a change commits a
// NOTIFY with a small JSON message (sent only if the transaction commits), every instance
// LISTENs on one dedicated connection and hands messages to its open streams. One database
// connection per instance, not one per browser tab.

export const CHANNEL = "payflow_realtime";

export type PaymentMessage = {
  kind: "payment";
  companyId: string;
  mode: "test" | "live";
  paymentId: string;
  clientId: string | null;
  status: string;
  eventType: string;
  /** payment_events.seq: the stream's event id, for Last-Event-ID. */
  seq: number;
};

export type RealtimeMessage = PaymentMessage | { kind: "notification"; userId: string };

/** What listeners get: the messages, and word that this instance's LISTEN connection dropped (what was sent meanwhile did not reach it). */
export type HubEvent = RealtimeMessage | { kind: "lost" };

/** Queues the message in the caller's transaction: delivered at commit, dropped on rollback. */
export async function publish(db: Tx, message: RealtimeMessage): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(message)})`);
}

/**
 * The NOTIFY of a payment message (JSON without its seq) as an SQL expression, for the
 * statement that inserts the event: the seq comes from that row, and the message goes out when
 * the statement commits.
 */
export function paymentNotice(message: SQLWrapper, seq: SQLWrapper): SQL {
  return sql`pg_notify(${CHANNEL}, (${message}::jsonb || jsonb_build_object('seq', ${seq}))::text)`;
}

type Listener = (event: HubEvent) => void;

export class RealtimeHub {
  private readonly listeners = new Set<Listener>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private stopped = false;
  private retryMs = 500;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {}

  /** Receives every message from now on; the LISTEN connection opens with the first listener. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    void this.ensureConnected();
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  async ready(): Promise<void> {
    await this.ensureConnected();
  }

  private ensureConnected(): Promise<void> {
    if (this.client || this.stopped) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      let message: RealtimeMessage;
      try {
        message = JSON.parse(n.payload) as RealtimeMessage;
      } catch {
        return;
      }
      for (const listener of this.listeners) listener(message);
    });
    // Lost either way: an error (PostgreSQL's FATAL on shutdown) or the socket simply closing.
    let lost = false;
    const onLost = (reason: string) => {
      if (lost || this.stopped) return;
      lost = true;
      this.logger.warn("realtime connection lost", { error: reason });
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      // Messages sent while no connection listens are gone: open streams end, and browsers
      // reconnect with Last-Event-ID, which catches them up from the database.
      for (const listener of this.listeners) listener({ kind: "lost" });
      this.reconnectLater();
    };
    client.on("error", (error) => onLost(error.message));
    client.on("end", () => onLost("connection closed"));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      this.retryMs = 500;
    } catch (error) {
      this.logger.warn("realtime connection failed", { error: (error as Error).message });
      await client.end().catch(() => undefined);
      this.reconnectLater();
    }
  }

  private reconnectLater(): void {
    if (this.stopped) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
    setTimeout(() => void this.ensureConnected(), wait).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // Open streams end now (they would hold the server's close): browsers reconnect, to another
    // instance behind the proxy, and catch up with Last-Event-ID.
    for (const listener of this.listeners) listener({ kind: "lost" });
    this.listeners.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

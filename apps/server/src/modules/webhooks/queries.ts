import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { inScopeOf, type Scope } from "../../db/scope";

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type NewEndpointRow = typeof webhookEndpoints.$inferInsert;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

const e = webhookEndpoints;
const d = webhookDeliveries;

const endpointInScope = (scope: Scope) => inScopeOf(e, scope);
const deliveryInScope = (scope: Scope) => inScopeOf(d, scope);

// Endpoints

export async function insertEndpoint(db: Tx, row: NewEndpointRow): Promise<EndpointRow> {
  const [saved] = await db.insert(e).values(row).returning();
  return saved as EndpointRow;
}

export async function findEndpoint(db: Tx, scope: Scope, id: string): Promise<EndpointRow | null> {
  const [row] = await db
    .select()
    .from(e)
    .where(and(endpointInScope(scope), eq(e.id, id)));
  return row ?? null;
}

export function listEndpoints(db: Tx, scope: Scope): Promise<EndpointRow[]> {
  return db.select().from(e).where(endpointInScope(scope)).orderBy(desc(e.createdAt), desc(e.id));
}

export async function updateEndpoint(
  db: Tx,
  scope: Scope,
  id: string,
  patch: Partial<NewEndpointRow>,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(e)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(endpointInScope(scope), eq(e.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Tx, scope: Scope, id: string): Promise<EndpointRow | null> {
  const [row] = await db
    .delete(e)
    .where(and(endpointInScope(scope), eq(e.id, id)))
    .returning();
  return row ?? null;
}

/** Disables an enabled endpoint; null when it was not enabled (so a concurrent 410 acts once). */
export async function disableEnabledEndpoint(db: Tx, id: string, reason: string): Promise<EndpointRow | null> {
  const [row] = await db
    .update(e)
    .set({ status: "disabled", disabledReason: reason, updatedAt: new Date() })
    .where(and(eq(e.id, id), eq(e.status, "enabled")))
    .returning();
  return row ?? null;
}

// Deliveries

/**
 * The body an endpoint gets, from the event's bodies in every API version (fanout.ts
 * webhookBodies): the one of the endpoint's pinned version (docs/API.md § Versions).
 */
const bodyFor = (payloads: SQL, endpointVersion: SQL) => sql`(${payloads}::jsonb ->> ${endpointVersion})`;

/**
 * The fan-out of one event: a delivery for every enabled endpoint of the event's company and
 * mode subscribed to its type, in one INSERT … SELECT inside the event's own transaction.
 */
export async function insertDeliveriesForEvent(
  db: Tx,
  event: { id: string; companyId: string; isTestData: boolean; type: string; payloads: string },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${d} (endpoint_id, event_id, company_id, is_test_data, event_type, payload, next_attempt_at)
    SELECT ${e.id}, ${event.id}, ${e.companyId}, ${e.isTestData}, ${event.type}, ${bodyFor(sql`${event.payloads}`, sql`${e.apiVersion}`)}, now()
    FROM ${e}
    WHERE ${e.companyId} = ${event.companyId} AND ${e.isTestData} = ${event.isTestData}
      AND ${e.status} = 'enabled' AND ${event.type} = ANY(${e.events})`);
}

/** The same queueing for many events (a batch's), 2,000 per statement. */
export async function insertDeliveriesForEvents(
  db: Tx,
  events: Array<{ event_id: string; company_id: string; is_test_data: boolean; event_type: string; payloads: string }>,
): Promise<void> {
  for (let i = 0; i < events.length; i += 2000) {
    const chunk = JSON.stringify(events.slice(i, i + 2000));
    await db.execute(sql`
      INSERT INTO webhook_deliveries (endpoint_id, event_id, company_id, is_test_data, event_type, payload, next_attempt_at)
      SELECT ep.id, ev.event_id, ev.company_id, ev.is_test_data, ev.event_type, ${bodyFor(sql`ev.payloads`, sql`ep.api_version`)}, now()
      FROM json_to_recordset(${chunk}::json)
        AS ev(event_id text, company_id text, is_test_data boolean, event_type text, payloads text)
      JOIN webhook_endpoints ep ON ep.company_id = ev.company_id AND ep.is_test_data = ev.is_test_data
      WHERE ep.status = 'enabled' AND ev.event_type = ANY(ep.events)`);
  }
}

/**
 * The same queueing as a data-modifying part of a larger statement, for the event written by
 * its part named `eventPart` (which returns the event's id, company_id and is_test_data).
 */
export function deliveriesForEventPart(eventPart: string, type: string, payloads: string): SQL {
  const ev = sql.identifier(eventPart);
  return sql`INSERT INTO webhook_deliveries (endpoint_id, event_id, company_id, is_test_data, event_type, payload, next_attempt_at)
    SELECT ep.id, ${ev}.id, ep.company_id, ep.is_test_data, ${type}::text, ${bodyFor(sql`${payloads}::text`, sql`ep.api_version`)}, now()
    FROM webhook_endpoints ep JOIN ${ev} ON ep.company_id = ${ev}.company_id AND ep.is_test_data = ${ev}.is_test_data
    WHERE ep.status = 'enabled' AND ${type}::text = ANY(ep.events)`;
}

export async function insertDelivery(db: Tx, row: typeof d.$inferInsert): Promise<DeliveryRow> {
  const [saved] = await db.insert(d).values(row).returning();
  return saved as DeliveryRow;
}

export async function findDelivery(db: Tx, scope: Scope, id: string): Promise<DeliveryRow | null> {
  const [row] = await db
    .select()
    .from(d)
    .where(and(deliveryInScope(scope), eq(d.id, id)));
  return row ?? null;
}

/** An endpoint's deliveries, newest first, keyset-paged on (created_at, id). */
export function listDeliveries(
  db: Tx,
  endpointId: string,
  limit: number,
  after: { createdAt: Date; id: string } | null,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(d)
    .where(
      and(
        eq(d.endpointId, endpointId),
        after
          ? or(lt(d.createdAt, after.createdAt), and(eq(d.createdAt, after.createdAt), lt(d.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(limit);
}

export function listAttempts(db: Tx, deliveryIds: string[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
}

/** Makes deliveries due at `now` again, under the same ids; answers the ones changed. */
export function requeue(db: Tx, scope: Scope, where: ReturnType<typeof and>, now: Date): Promise<DeliveryRow[]> {
  return db
    .update(d)
    .set({ status: "pending", nextAttemptAt: now })
    .where(and(deliveryInScope(scope), where))
    .returning();
}

export const oneDelivery = (id: string) => eq(d.id, id);

/** An endpoint's deliveries that ended without reaching it (failed or cancelled) since a time. */
export const undeliveredSince = (endpointId: string, since: Date) =>
  and(eq(d.endpointId, endpointId), inArray(d.status, ["failed", "cancelled"]), gte(d.createdAt, since));

export async function cancelPending(db: Tx, endpointId: string): Promise<void> {
  await db
    .update(d)
    .set({ status: "cancelled", nextAttemptAt: null })
    .where(and(eq(d.endpointId, endpointId), eq(d.status, "pending")));
}

// Delivery rounds

/**
 * Claims up to `limit` due pending deliveries with a lease: SKIP LOCKED keeps two rounds off the
 * same rows, and the lease keeps them off while the attempt runs. A round that dies leaves the
 * lease to expire, and the delivery is attempted again then — never lost.
 */
export async function claimDue(db: Tx, now: Date, limit: number, leaseUntil: Date) {
  const due = db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.status, "pending"), lte(d.nextAttemptAt, now), or(isNull(d.lockedUntil), lte(d.lockedUntil, now))))
    .orderBy(asc(d.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(d)
    .set({ lockedUntil: leaseUntil })
    .from(e)
    .where(and(eq(e.id, d.endpointId), eq(e.status, "enabled"), inArray(d.id, due)))
    .returning({
      id: d.id,
      payload: d.payload,
      attemptCount: d.attemptCount,
      isTestData: d.isTestData,
      endpointId: e.id,
      companyId: e.companyId,
      url: e.url,
      secret: e.secret,
      previousSecret: e.previousSecret,
      previousSecretExpiresAt: e.previousSecretExpiresAt,
    });
}
export type ClaimedDelivery = Awaited<ReturnType<typeof claimDue>>[number];

export async function insertAttempt(db: Tx, row: typeof webhookAttempts.$inferInsert): Promise<void> {
  await db.insert(webhookAttempts).values(row);
}

/** Ends an attempt of a pending delivery (the lease released); false when it is not pending any more. */
export async function finishAttempt(
  db: Tx,
  id: string,
  patch: Pick<DeliveryRow, "status" | "nextAttemptAt" | "lastAttemptAt" | "lastStatus" | "lastDurationMs">,
): Promise<boolean> {
  const rows = await db
    .update(d)
    .set({ ...patch, attemptCount: sql`${d.attemptCount} + 1`, lockedUntil: null })
    .where(and(eq(d.id, id), eq(d.status, "pending")))
    .returning({ id: d.id });
  return rows.length > 0;
}

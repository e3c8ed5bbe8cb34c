import {
  type ApiVersion,
  type AuditAction,
  type CreateWebhookEndpointRequest,
  LATEST_API_VERSION,
  storedApiVersion,
  type UpdateWebhookEndpointRequest,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
} from "@payflow/contracts";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import type { AuditActor } from "../../http/actor";
import { decodeCursor, encodeCursor } from "../../http/cursor";
import { AppError } from "../../http/errors";
import { newId } from "../../lib/ids";
import { recordAudit } from "../audit";
import * as q from "./queries";
import { newSecret, openSecret, sealSecret } from "./secrets";
import { addressPolicy, checkEndpointUrl } from "./url-policy";

// The company's webhook endpoints, per mode — one service for the dashboard's webhooks card
// (/api/webhook-endpoints) and the merchant API (/v1/webhook_endpoints). Every change is audited.

/** After a rotation the previous secret keeps signing (a second v1 signature) for this long. */
export const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

export type WebhookCaller = {
  scope: Scope;
  audit: AuditActor;
  details?: Record<string, unknown>;
  /** The version a new endpoint's payloads are made in unless it names one: the calling key's (docs/API.md § Versions). */
  apiVersion?: ApiVersion;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toEndpoint(row: q.EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEndpoint["events"],
    status: row.status as WebhookEndpoint["status"],
    disabledReason: row.disabledReason,
    mode: row.isTestData ? "test" : "live",
    apiVersion: storedApiVersion(row.apiVersion),
    previousSecretExpiresAt:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function audit(deps: Deps, caller: WebhookCaller, action: AuditAction, row: q.EndpointRow, details = {}) {
  await recordAudit(deps.db, caller.audit, {
    action,
    targetType: "webhookEndpoint",
    targetId: row.id,
    targetLabel: row.url,
    details: { mode: caller.scope.mode, ...caller.details, ...details },
  });
}

const uniqueEvents = (events: readonly string[]) => [...new Set(events)];

export async function createEndpoint(
  deps: Deps,
  caller: WebhookCaller,
  input: CreateWebhookEndpointRequest,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const url = await checkEndpointUrl(input.url, addressPolicy(deps.config, caller.scope.mode));
  const id = newId("we");
  const secret = newSecret();
  const row = await q.insertEndpoint(deps.db, {
    id,
    companyId: caller.scope.companyId,
    isTestData: caller.scope.mode === "test",
    url,
    description: input.description ?? "",
    events: uniqueEvents(input.events),
    secret: sealSecret(deps, id, secret),
    // From the dashboard, today's version; from the API, the calling key's (or the request's).
    apiVersion: input.apiVersion ?? caller.apiVersion ?? LATEST_API_VERSION,
  });
  await audit(deps, caller, "webhook.created", row, { events: row.events, apiVersion: row.apiVersion });
  return { endpoint: toEndpoint(row), secret };
}

export async function listEndpoints(deps: Deps, scope: Scope): Promise<WebhookEndpoint[]> {
  return (await q.listEndpoints(deps.db, scope)).map(toEndpoint);
}

async function found(deps: Deps, scope: Scope, id: string): Promise<q.EndpointRow> {
  const row = await q.findEndpoint(deps.db, scope, id);
  if (!row) throw new AppError("notFound");
  return row;
}

export async function getEndpoint(deps: Deps, scope: Scope, id: string): Promise<WebhookEndpoint> {
  return toEndpoint(await found(deps, scope, id));
}

export async function updateEndpoint(
  deps: Deps,
  caller: WebhookCaller,
  id: string,
  input: UpdateWebhookEndpointRequest,
): Promise<WebhookEndpoint> {
  const before = await found(deps, caller.scope, id);
  const patch: Partial<q.NewEndpointRow> = {};
  if (input.url !== undefined)
    patch.url = await checkEndpointUrl(input.url, addressPolicy(deps.config, caller.scope.mode));
  if (input.events !== undefined) patch.events = uniqueEvents(input.events);
  if (input.description !== undefined) patch.description = input.description;
  if (input.apiVersion !== undefined) patch.apiVersion = input.apiVersion;
  if (input.status !== undefined) {
    patch.status = input.status;
    patch.disabledReason = null;
  }
  const row = await deps.db.transaction(async (tx) => {
    const saved = await q.updateEndpoint(tx, caller.scope, id, patch);
    if (!saved) throw new AppError("notFound");
    // A disabled endpoint receives nothing: what was queued for it is cancelled (replayable).
    if (saved.status === "disabled") await q.cancelPending(tx, id);
    return saved;
  });
  const changed = Object.fromEntries(
    Object.entries(patch).filter(([k, v]) => JSON.stringify(before[k as keyof q.EndpointRow]) !== JSON.stringify(v)),
  );
  await audit(deps, caller, "webhook.updated", row, { changed: Object.keys(changed), previousUrl: before.url });
  return toEndpoint(row);
}

export async function deleteEndpoint(deps: Deps, caller: WebhookCaller, id: string): Promise<WebhookEndpoint> {
  const row = await q.deleteEndpoint(deps.db, caller.scope, id);
  if (!row) throw new AppError("notFound");
  await audit(deps, caller, "webhook.deleted", row);
  return toEndpoint(row);
}

/** A new secret now; the previous one keeps signing beside it for 24 h. */
export async function rotateSecret(
  deps: Deps,
  caller: WebhookCaller,
  id: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const before = await found(deps, caller.scope, id);
  const secret = newSecret();
  const until = new Date(Date.now() + ROTATION_OVERLAP_MS);
  const row = await q.updateEndpoint(deps.db, caller.scope, id, {
    secret: sealSecret(deps, id, secret),
    previousSecret: before.secret,
    previousSecretExpiresAt: until,
  });
  if (!row) throw new AppError("notFound");
  await audit(deps, caller, "webhook.secretRotated", row, { previousSecretExpiresAt: until.toISOString() });
  return { endpoint: toEndpoint(row), secret };
}

/** The current signing secret, on an explicit (audited) reveal. */
export async function revealSecret(deps: Deps, caller: WebhookCaller, id: string): Promise<string> {
  const row = await found(deps, caller.scope, id);
  await audit(deps, caller, "webhook.secretRevealed", row);
  return openSecret(deps, row.id, row.secret);
}

function toDelivery(row: q.DeliveryRow, attempts: q.AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    payload: row.payload,
    status: row.status as WebhookDelivery["status"],
    attemptCount: row.attemptCount,
    nextAttemptAt: iso(row.nextAttemptAt),
    lastAttemptAt: iso(row.lastAttemptAt),
    lastStatus: row.lastStatus,
    lastDurationMs: row.lastDurationMs,
    mode: row.isTestData ? "test" : "live",
    createdAt: row.createdAt.toISOString(),
    attempts: attempts.map((a) => ({
      attemptedAt: a.attemptedAt.toISOString(),
      status: a.status,
      durationMs: a.durationMs,
      response: a.response,
      error: a.error,
    })),
  };
}

async function withAttempts(deps: Deps, rows: q.DeliveryRow[]): Promise<WebhookDelivery[]> {
  const attempts = await q.listAttempts(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toDelivery(
      r,
      attempts.filter((a) => a.deliveryId === r.id),
    ),
  );
}

/** An endpoint's deliveries with their attempts, newest first. */
export async function listDeliveries(
  deps: Deps,
  scope: Scope,
  endpointId: string,
  query: { limit?: number; cursor?: string },
): Promise<WebhookDeliveryList> {
  await found(deps, scope, endpointId);
  const limit = query.limit ?? 20;
  const rows = await q.listDeliveries(deps.db, endpointId, limit + 1, decodeCursor(query.cursor));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: await withAttempts(deps, page), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

async function enabledEndpoint(deps: Deps, scope: Scope, id: string): Promise<q.EndpointRow> {
  const row = await found(deps, scope, id);
  if (row.status !== "enabled") throw new AppError("webhookEndpointDisabled", { status: 409 });
  return row;
}

/** Sends one delivery again, under the same webhook-id, at the next round. */
export async function replayDelivery(deps: Deps, scope: Scope, deliveryId: string): Promise<WebhookDelivery> {
  const delivery = await q.findDelivery(deps.db, scope, deliveryId);
  if (!delivery) throw new AppError("notFound");
  await enabledEndpoint(deps, scope, delivery.endpointId);
  const [row] = await q.requeue(deps.db, scope, q.oneDelivery(deliveryId), new Date());
  if (!row) throw new AppError("notFound");
  const [shown] = await withAttempts(deps, [row]);
  return shown as WebhookDelivery;
}

/** Sends again every delivery of the endpoint that ended without reaching it since a time. */
export async function replayFailedSince(deps: Deps, scope: Scope, endpointId: string, since: Date): Promise<number> {
  await enabledEndpoint(deps, scope, endpointId);
  return (await q.requeue(deps.db, scope, q.undeliveredSince(endpointId, since), new Date())).length;
}

/** Queues a `webhook.test` event for the endpoint (sent whatever it subscribed to). */
export async function sendTestEvent(deps: Deps, scope: Scope, endpointId: string): Promise<WebhookDelivery> {
  const endpoint = await enabledEndpoint(deps, scope, endpointId);
  const now = new Date();
  const payload = JSON.stringify({
    type: WEBHOOK_TEST_EVENT,
    timestamp: now.toISOString(),
    data: { object: "webhook_endpoint", id: endpoint.id, mode: scope.mode, message: "PayFlow test event" },
  });
  const row = await q.insertDelivery(deps.db, {
    endpointId,
    eventId: null,
    companyId: scope.companyId,
    isTestData: scope.mode === "test",
    eventType: WEBHOOK_TEST_EVENT,
    payload,
    nextAttemptAt: now,
  });
  return toDelivery(row, []);
}

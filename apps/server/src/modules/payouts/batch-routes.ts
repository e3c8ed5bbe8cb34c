import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  CreatePayoutBatchRequest,
  IdParam,
  PAYOUT_BATCH_MAX_LINES,
  PayoutBatchDecision,
  PayoutBatchDetail,
  PayoutBatchFile,
  PayoutBatchList,
  PayoutBatchPreview,
} from "@payflow/contracts";
import { declareAccess, requireAccess } from "../../http/access";
import { acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { csvLines } from "../../lib/csv";
import { approveBatch, refuseBatch } from "./batch-decisions";
import { readBatchFile } from "./batch-file";
import { batchDetail, batchSummary, findBatch, listBatches } from "./batch-queries";
import { createBatch, previewBatch } from "./batches";

// The dashboard's batches (docs/PAYOUTS.md § Batches): a file's lines previewed, then the batch
// created, approved or refused as a whole, followed line by line, and its results as CSV.

const tags = ["Payouts"];
const readers = { capability: ["createPayouts", "approvePayouts"] } as const;
const RESULTS_CSV = "/api/payout-batches/:id/results.csv";
const FILE = "/api/payout-batches/file";

const preview = defineRoute({
  method: "post",
  path: "/api/payout-batches/preview",
  access: { capability: "createPayouts" },
  tags,
  summary:
    "Check a batch's lines without creating anything: each line's payout or problem, totals per operator and the balance each needs",
  request: { body: jsonBody(CreatePayoutBatchRequest) },
  responses: { 200: jsonResponse(PayoutBatchPreview) },
});

const create = defineRoute({
  method: "post",
  path: "/api/payout-batches",
  access: { capability: "createPayouts" },
  tags,
  summary: "Create a batch of payouts when every line passes (queued, or waiting for approval on its total)",
  request: { body: jsonBody(CreatePayoutBatchRequest) },
  responses: { 201: jsonResponse(PayoutBatchDetail, "Created") },
});

const list = defineRoute({
  method: "get",
  path: "/api/payout-batches",
  access: readers,
  tags,
  summary: "The latest batches of the current mode (50), newest first",
  responses: { 200: jsonResponse(PayoutBatchList) },
});

const detail = defineRoute({
  method: "get",
  path: "/api/payout-batches/{id}",
  access: readers,
  tags,
  summary: "A batch with its counts per state and each line's result",
  request: { params: IdParam },
  responses: { 200: jsonResponse(PayoutBatchDetail) },
});

const decision = (path: string, summary: string) =>
  defineRoute({
    method: "post",
    path,
    access: { capability: "approvePayouts" },
    tags,
    summary,
    request: { params: IdParam, body: jsonBody(PayoutBatchDecision) },
    responses: { 200: jsonResponse(PayoutBatchDetail) },
  });
const approve = decision("/api/payout-batches/{id}/approve", "Approve a batch waiting for approval (not one's own)");
const refuse = decision("/api/payout-batches/{id}/refuse", "Refuse a batch waiting for approval (not one's own)");

export function registerPayoutBatchRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(preview, async (c) =>
    c.json(await previewBatch(c.get("deps"), staffScope(c), c.req.valid("json").lines), 200),
  );

  app.openapi(create, async (c) => {
    const { user, audit } = acting(c);
    const batch = await createBatch(
      c.get("deps"),
      staffScope(c),
      { userId: user.userId, apiKeyId: null, idempotencyKey: null, audit },
      c.req.valid("json").lines,
    );
    return c.json(batch, 201);
  });

  app.openapi(list, async (c) => {
    const { db } = c.get("deps");
    const rows = await listBatches(db, staffScope(c), 50);
    return c.json({ items: await Promise.all(rows.map((b) => batchSummary(db, b))) }, 200);
  });

  app.openapi(detail, async (c) => {
    const { db } = c.get("deps");
    const batch = await findBatch(db, staffScope(c), c.req.valid("param").id);
    if (!batch) throw new AppError("notFound");
    return c.json(await batchDetail(db, batch), 200);
  });

  for (const [route, fn] of [
    [approve, approveBatch],
    [refuse, refuseBatch],
  ] as const) {
    app.openapi(route, async (c) => {
      const { user, audit } = acting(c);
      const { id } = c.req.valid("param");
      const detail = await fn(
        c.get("deps"),
        staffScope(c),
        id,
        { user, audit, headers: c.req.raw.headers },
        c.req.valid("json").code,
      );
      return c.json(detail, 200);
    });
  }

  app.openAPIRegistry.registerPath({
    method: "post",
    path: FILE,
    tags,
    summary:
      "Read a bulk upload (CSV with , or ;, or XLSX; first row the column names, fr or en) into lines and preview them",
    request: {
      body: {
        content: {
          "text/csv": { schema: { type: "string" } },
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
            schema: { type: "string", format: "binary" },
          },
        },
      },
    },
    responses: { 200: jsonResponse(PayoutBatchFile) },
  });
  declareAccess("POST", FILE, { capability: "createPayouts" });
  app.post(FILE, requireAccess({ capability: "createPayouts" }), async (c) => {
    const { lines, unknownColumns } = await readBatchFile(
      await c.req.arrayBuffer(),
      c.req.header("content-type") ?? "",
    );
    if (lines.length === 0) throw new AppError("batchEmpty", { field: "file" });
    if (lines.length > PAYOUT_BATCH_MAX_LINES) throw new AppError("batchTooLarge", { field: "file" });
    const preview = await previewBatch(c.get("deps"), staffScope(c), lines);
    return c.json(PayoutBatchFile.parse({ lines, unknownColumns, preview }), 200);
  });

  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/payout-batches/{id}/results.csv",
    tags,
    summary: "A batch's results as CSV (payflow-payouts-{batch}.csv): each line's reference, payout, state and reason",
    request: { params: IdParam },
    responses: { 200: { description: "The file", content: { "text/csv": { schema: { type: "string" } } } } },
  });
  declareAccess("GET", RESULTS_CSV, readers);
  app.get(RESULTS_CSV, requireAccess(readers), async (c) => {
    const { db } = c.get("deps");
    const batch = await findBatch(db, staffScope(c), c.req.param("id"));
    if (!batch) throw new AppError("notFound");
    const { lines } = await batchDetail(db, batch);
    const csv = csvLines([
      ["reference", "payout", "status", "amount", "phone", "failure_code", "operator_code", "failure"],
      ...lines.map((l) => [
        l.reference,
        l.payout,
        l.status,
        l.amount,
        l.phone,
        l.failure?.code ?? null,
        l.failure?.operatorCode ?? null,
        l.failure?.message ?? null,
      ]),
    ]);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="payflow-payouts-${batch.id}.csv"`);
    return c.body(csv, 200);
  });
}

import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  ConfirmPayoutRequest,
  CreatePayoutBankFileRequest,
  IdParam,
  Payout,
  PayoutBankFileList,
  PayoutStatementImportRequest,
  PayoutStatementImportResult,
} from "@payflow/contracts";
import type { Context } from "hono";
import { declareAccess, requireAccess } from "../../http/access";
import { acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { toAppError } from "../../http/validation";
import { confirmBankPayout, importPayoutStatement } from "./bank-confirm";
import { bankFileAgain, createBankFile, findBankFile, listBankFiles, toPayoutBankFile } from "./bank-files";
import { toPayout } from "./serialize";

// Bank payouts' routes (docs/PAYOUTS.md § Bank payouts): the transfer file made of the queued
// bank payouts (createPayouts: it sends them, as the sender does the others), the files listed and
// downloaded again (readers), and each payout's outcome recorded by hand or from the bank
// statement (approvePayouts: saying the money left, or did not and is free again, is a second
// person's control, as an approval is).

const tags = ["Payouts"];
const readers = { capability: ["createPayouts", "approvePayouts"] } as const;
const confirmers = { capability: "approvePayouts" } as const;
const FILE = "/api/payouts/bank-file";
const FILE_AGAIN = "/api/payouts/bank-files/:id/file";
const csvResponse = (description: string) => ({
  200: { description, content: { "text/csv": { schema: { type: "string" as const } } } },
});

const list = defineRoute({
  method: "get",
  path: "/api/payouts/bank-files",
  access: readers,
  tags,
  summary: "The latest transfer files of bank payouts of the current mode (50), newest first",
  responses: { 200: jsonResponse(PayoutBankFileList) },
});

const confirm = defineRoute({
  method: "post",
  path: "/api/payouts/{id}/confirm",
  access: confirmers,
  tags,
  summary: "Record the bank's outcome of a bank payout of a transfer file: paid, or failed (its money released)",
  request: { params: IdParam, body: jsonBody(ConfirmPayoutRequest) },
  responses: { 200: jsonResponse(Payout) },
});

const statement = defineRoute({
  method: "post",
  path: "/api/payouts/bank-statement",
  access: confirmers,
  tags,
  summary:
    "Preview (or apply) a CSV bank statement: debits matched to bank payouts of transfer files on reference and amount",
  request: { body: jsonBody(PayoutStatementImportRequest) },
  responses: { 200: jsonResponse(PayoutStatementImportResult) },
});

/** A transfer file as the answer: CSV, named by its id, its id and line count in headers too. */
function fileAnswer(c: Context<AppEnv>, id: string, csv: string) {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="payflow-virements-${id}.csv"`);
  c.header("X-PayFlow-Bank-File", id);
  return c.body(csv, 200);
}

export function registerBankPayoutRoutes(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerPath({
    method: "post",
    path: FILE,
    tags,
    summary:
      "Make the transfer file of every queued bank payout of the mode (or of `ids`) in the company's bank's layout: they move to processing; the answer is the CSV (payflow-virements-{file}.csv)",
    request: { body: jsonBody(CreatePayoutBankFileRequest) },
    responses: csvResponse("The file (its id in X-PayFlow-Bank-File)"),
  });
  declareAccess("POST", FILE, { capability: "createPayouts" });
  app.post(FILE, requireAccess({ capability: "createPayouts" }), async (c) => {
    const body = await c.req.json().catch(() => {
      throw new AppError("malformedJson");
    });
    const parsed = CreatePayoutBankFileRequest.safeParse(body);
    if (!parsed.success) throw toAppError(parsed.error);
    const { file, csv } = await createBankFile(c.get("deps"), staffScope(c), acting(c), parsed.data.ids);
    return fileAnswer(c, file.id, csv);
  });

  app.openapi(list, async (c) => {
    const rows = await listBankFiles(c.get("deps").db, staffScope(c), 50);
    return c.json({ items: rows.map(toPayoutBankFile) }, 200);
  });

  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/payouts/bank-files/{id}/file",
    tags,
    summary: "A transfer file again, the same bytes as when it was made",
    request: { params: IdParam },
    responses: csvResponse("The file"),
  });
  declareAccess("GET", FILE_AGAIN, readers);
  app.get(FILE_AGAIN, requireAccess(readers), async (c) => {
    const { db } = c.get("deps");
    const scope = staffScope(c);
    const file = await findBankFile(db, scope, c.req.param("id"));
    if (!file) throw new AppError("notFound");
    return fileAnswer(c, file.id, await bankFileAgain(db, scope, file));
  });

  app.openapi(confirm, async (c) => {
    const row = await confirmBankPayout(
      c.get("deps"),
      staffScope(c),
      acting(c),
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    return c.json(toPayout(row), 200);
  });

  app.openapi(statement, async (c) => {
    const { csv, apply } = c.req.valid("json");
    const result = await importPayoutStatement(c.get("deps"), staffScope(c), acting(c), csv, apply === true);
    return c.json(result, 200);
  });
}

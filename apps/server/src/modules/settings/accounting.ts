import type { OpenAPIHono } from "@hono/zod-openapi";
import { AccountingAccounts, DEFAULT_ACCOUNTING_ACCOUNTS } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { recordAudit } from "../audit";
import * as q from "./queries";

// The chart of accounts the accounting export maps the books to (docs/LEDGER.md § Accounting
// export): the documented SYSCOHADA defaults until the business sets its own (manageSettings);
// each change is audited with before and after.

/** The company's accounts for its export: its own, else the defaults. */
export async function accountingAccountsOf(db: Tx, companyId: string): Promise<AccountingAccounts> {
  const row = await q.findCompany(db, companyId);
  if (!row) throw new AppError("notFound");
  // A chart saved before the books had payouts takes the defaults for the accounts it lacks.
  return { ...DEFAULT_ACCOUNTING_ACCOUNTS, ...row.accountingAccounts };
}

const access = { capability: "manageSettings" } as const;
const tags = ["Settings"];

const get = defineRoute({
  method: "get",
  path: "/api/settings/accounting",
  access,
  tags,
  summary: "The account numbers of the accounting export (the SYSCOHADA defaults until set)",
  responses: { 200: jsonResponse(AccountingAccounts) },
});

const put = defineRoute({
  method: "put",
  path: "/api/settings/accounting",
  access,
  tags,
  summary: "Set the account numbers of the accounting export",
  request: { body: jsonBody(AccountingAccounts) },
  responses: { 200: jsonResponse(AccountingAccounts) },
});

export function registerAccountingSettingsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(get, async (c) => {
    return c.json(await accountingAccountsOf(c.get("deps").db, signedInUser(c).companyId), 200);
  });
  app.openapi(put, async (c) => {
    const { audit } = acting(c);
    const accounts = c.req.valid("json");
    await c.get("deps").db.transaction(async (tx) => {
      const before = await accountingAccountsOf(tx, audit.companyId);
      const row = await q.updateCompany(tx, audit.companyId, { accountingAccounts: accounts });
      if (!row) throw new AppError("notFound");
      await recordAudit(tx, audit, {
        action: "settings.updated",
        targetType: "settings",
        targetId: audit.companyId,
        targetLabel: row.name,
        details: { before: { accountingAccounts: before }, after: { accountingAccounts: accounts } },
      });
    });
    return c.json(accounts, 200);
  });
}

import { SALE_STATUSES } from "@payflow/contracts";
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { clients, companies, invoices, transactions } from "../../db/schema";
import { inScopeOf, type Scope } from "../../db/scope";

// The client portal's invoices' SQL (docs/INVOICES.md): only the invoices of the client record
// linked to the login, in its company; a draft is the business's own and never shown.

/** The newest invoices a client sees at once. */
const PORTAL_INVOICE_LIMIT = 200;

/** The login's client record in the company (none without a linked record). */
const ofLinkedClient = (companyId: string, userId: string) =>
  and(eq(clients.id, invoices.clientId), eq(clients.companyId, companyId), eq(clients.userId, userId));

/** The issued invoices of the login's client record in the scope's mode, newest issued first, with the business's name. */
export function listIssuedInvoicesOfLinkedClient(db: Tx, scope: Scope, userId: string) {
  return db
    .select({ invoice: invoices, businessName: companies.name })
    .from(invoices)
    .innerJoin(clients, ofLinkedClient(scope.companyId, userId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(inScopeOf(invoices, scope), ne(invoices.state, "draft")))
    .orderBy(sql`${invoices.openedAt} DESC NULLS LAST`, desc(invoices.createdAt), desc(invoices.id))
    .limit(PORTAL_INVOICE_LIMIT);
}

/** One issued invoice of the login's client record, whatever its mode; null for anyone else's. */
export async function findIssuedInvoiceOfLinkedClient(db: Tx, companyId: string, userId: string, id: string) {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(clients, ofLinkedClient(companyId, userId))
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id), ne(invoices.state, "draft")));
  return row?.invoice ?? null;
}

/** The parts of these invoices whose money came in (they have a receipt), oldest first. */
export function paidPartsOf(db: Tx, companyId: string, invoiceIds: string[]) {
  return db
    .select({
      invoiceId: transactions.invoiceId,
      paymentId: transactions.id,
      code: transactions.code,
      amount: transactions.amount,
      operator: transactions.operator,
      paidAt: transactions.paidAt,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        inArray(transactions.invoiceId, invoiceIds),
        isNotNull(transactions.paidAt),
        inArray(transactions.status, [...SALE_STATUSES]),
      ),
    )
    .orderBy(asc(transactions.paidAt), asc(transactions.id));
}

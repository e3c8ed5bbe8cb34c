import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client";
import { driverValue, preparedPerDb, rawParam } from "../../../db/prepared";
import { clients, companies, paymentAccounts, paymentEvents, transactions } from "../../../db/schema";
import type { Scope } from "../../../db/scope";
import { paymentNotice } from "../../../realtime/hub";
import type { PaymentRow } from "../queries";

// What creating a payment reads and writes, each statement built once and named (see
// db/prepared.ts): a creation is the busiest write path, and building a drizzle query costs
// more than PostgreSQL takes to run these.

function buildCreationContext(db: Database, chosenAccount: boolean) {
  return db
    .select({
      name: companies.name,
      commissionBps: companies.commissionBps,
      paymentDelayDays: companies.paymentDelayDays,
      accountId: paymentAccounts.id,
      accountName: paymentAccounts.accountName,
      accountOperatorBank: paymentAccounts.operatorBank,
      clientId: clients.id,
      clientName: clients.name,
      clientEmail: clients.email,
    })
    .from(companies)
    .leftJoin(
      paymentAccounts,
      and(
        eq(paymentAccounts.companyId, companies.id),
        chosenAccount ? eq(paymentAccounts.id, sql.placeholder("accountId")) : eq(paymentAccounts.isPrimary, true),
      ),
    )
    .leftJoin(
      clients,
      and(
        eq(clients.companyId, companies.id),
        eq(clients.id, sql.placeholder("clientId")),
        // A live payment cannot name one of the demo's made-up clients.
        sql`(${sql.placeholder("testMode")}::boolean OR NOT ${clients.isTestData})`,
      ),
    )
    .where(eq(companies.id, sql.placeholder("companyId")))
    .prepare(chosenAccount ? "payflow_creation_context_account" : "payflow_creation_context_primary");
}

// Every payment creation runs one of them.
const creationContext = preparedPerDb((db) => ({
  chosen: buildCreationContext(db, true),
  primary: buildCreationContext(db, false),
}));

/**
 * Everything creating a payment reads, in one query: the company's terms, the collecting
 * account (the one asked for, else the primary) and the client, each null when absent.
 */
export async function findCreationContext(
  db: Database,
  scope: Scope,
  accountId: string | null,
  clientId: string | null,
) {
  const queries = creationContext(db);
  const [row] = await (accountId ? queries.chosen : queries.primary).execute({
    companyId: scope.companyId,
    accountId,
    clientId: clientId ?? "",
    testMode: scope.mode === "test",
  });
  return row ?? null;
}

const PAYMENT_COLUMNS = Object.entries(getTableColumns(transactions));

// A payment creation's hottest write, built once: the payment (every column a placeholder), its
// first event, whose RETURNING also queues the realtime notice with the event's seq.
const paymentWithEventQuery = preparedPerDb((db) => {
  const payment = db.$with("payment").as(
    db
      .insert(transactions)
      .values(
        Object.fromEntries(PAYMENT_COLUMNS.map(([key]) => [key, rawParam(key)])) as PgInsertValue<typeof transactions>,
      )
      .returning(),
  );
  const first = db.$with("first_event").as(
    db
      .insert(paymentEvents)
      .values({
        id: sql.placeholder("eventId"),
        companyId: sql.placeholder("companyId"),
        isTestData: sql.placeholder("isTestData"),
        paymentId: sql.placeholder("id"),
        type: sql.placeholder("eventType"),
        data: sql.placeholder("eventData"),
      })
      .returning({
        seq: paymentEvents.seq,
        notified: paymentNotice(sql.placeholder("notice"), paymentEvents.seq).as("notified"),
      }),
  );
  return db.with(payment, first).select().from(payment).crossJoin(first).prepare("payflow_payment_with_event");
});

/**
 * Stores a new payment with its first event and the realtime notice, as one statement: as
 * atomic as a transaction, without its BEGIN and COMMIT round trips. The row is complete, so
 * it is stored exactly as the event's data (computed from it by the caller) describes it.
 */
export async function insertPaymentWithEvent(
  db: Database,
  row: PaymentRow,
  event: { id: string; type: string; data: Record<string, unknown> },
  notice: string,
): Promise<PaymentRow> {
  const values = Object.fromEntries(
    PAYMENT_COLUMNS.map(([key, column]) => [key, driverValue(column, row[key as keyof PaymentRow])]),
  );
  const [saved] = await paymentWithEventQuery(db).execute({
    ...values,
    eventId: event.id,
    eventType: event.type,
    eventData: event.data,
    notice,
  });
  return saved?.payment as PaymentRow;
}

// Every operator call that was answered runs it.
const operatorAnswerQuery = preparedPerDb((db) =>
  db
    .update(transactions)
    .set({
      operatorReference: rawParam("operatorReference"),
      operatorData: rawParam("operatorData"),
      nextAction: rawParam("nextAction"),
      updatedAt: rawParam("updatedAt"),
    })
    .where(and(eq(transactions.id, sql.placeholder("id")), eq(transactions.status, "pending")))
    .returning()
    .prepare("payflow_operator_answer"),
);

/** Stores the operator's answer to an attempt on a pending payment; null when it is no longer pending. */
export async function recordOperatorAnswer(
  db: Database,
  id: string,
  answer: Pick<PaymentRow, "operatorReference" | "operatorData" | "nextAction">,
): Promise<PaymentRow | null> {
  const [row] = await operatorAnswerQuery(db).execute({
    id,
    operatorReference: answer.operatorReference,
    operatorData: driverValue(transactions.operatorData, answer.operatorData),
    nextAction: driverValue(transactions.nextAction, answer.nextAction),
    updatedAt: driverValue(transactions.updatedAt, new Date()),
  });
  return row ?? null;
}

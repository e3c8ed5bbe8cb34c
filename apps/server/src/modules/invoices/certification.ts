import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { scopeOfRow } from "../../db/scope";
import type { Deps } from "../../deps";
import { type FneOutcome, type FneSpace, signInvoice } from "../../fne/client";
import type { FneFailure } from "../../fne/errors";
import type { FneSignResponse } from "../../fne/types";
import { voidCreditNoteFor } from "./credit-notes";
import { recordInvoiceEvent } from "./events";
import { signRequestOf } from "./fne-request";
import * as q from "./queries";

// Certification by the tax office's platform (docs/INVOICES.md § Certification). An issued
// invoice waits in a queue (certification_status pending): each round claims the due ones, marks
// each as sent before calling, and records the answer. Nothing is ever lost or certified twice:
// - certified: the FNE number, verification address and the platform's ids are stored;
// - refused: failed, with the platform's words; a person retries once the cause is fixed;
// - not reached, or the platform said it did nothing (502, 503…): tried again later, waiting longer each time;
// - sent without a word back (time-out, 500, 504): the platform may have certified it, and the
//   call has no idempotency key, so it is held for a person — never sent again by itself. A
//   call still marked as sent after SENT_LEASE_MS (its instance stopped mid-call) is held the same way.

/** Waits between tries of a platform that could not be reached: 10 s, 30 s, 2 min, 10 min, then 30 min. */
const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 600_000, 1_800_000];
/** Longer than any call (30 s time limit): a mark older than this is a call that never came back. */
export const SENT_LEASE_MS = 120_000;

const retryDelay = (attempts: number) =>
  RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? 1_800_000;

const errorOf = (failure: FneFailure) => ({
  code: failure.code,
  message: [failure.message, ...Object.values(failure.errors).flatMap((rules) => Object.values(rules))]
    .join(" — ")
    .slice(0, 1000),
});

/** Claims up to `limit` due invoices: marks them as sent, in one statement (SKIP LOCKED between instances). */
async function claimDue(deps: Deps, limit: number, id: string | null): Promise<q.InvoiceRow[]> {
  const { rows } = await deps.db.execute<{ id: string }>(sql`
    UPDATE invoices SET certification_sent_at = now(), certification_attempts = certification_attempts + 1
    WHERE id IN (
      SELECT id FROM invoices
      WHERE certification_status = 'pending' AND certification_sent_at IS NULL
        AND certification_next_at <= now() ${id ? sql`AND id = ${id}` : sql``}
      ORDER BY certification_next_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  return q.invoicesByIds(
    deps.db,
    rows.map((r) => r.id),
  );
}

/** Calls marked as sent long ago never came back: held, as an answer that never came. */
async function holdLostCalls(deps: Deps): Promise<void> {
  const lost = await deps.db.execute<{ id: string }>(sql`
    UPDATE invoices SET certification_status = 'held', certification_sent_at = NULL,
      certification_error = ${JSON.stringify({ code: "no_answer", message: "The call to the platform never came back: check the FNE space before trying again." })}::jsonb
    WHERE certification_status = 'pending' AND certification_sent_at < now() - ${`${SENT_LEASE_MS} milliseconds`}::interval
    RETURNING id`);
  for (const { id } of lost.rows) await q.addActivity(deps.db, id, "certification_held", { code: "no_answer" });
}

/** One round of the queue (background.ts). Answers how many it tried. */
export async function certifyDue(deps: Deps, limit: number): Promise<number> {
  await holdLostCalls(deps);
  const claimed = await claimDue(deps, limit, null);
  for (const invoice of claimed) await certifyClaimed(deps, invoice);
  return claimed.length;
}

/** Tries an invoice now if it is due (just issued, or a person asked): the queue takes it otherwise. */
export async function certifyNow(deps: Deps, id: string): Promise<void> {
  const [invoice] = await claimDue(deps, 1, id);
  if (invoice) await certifyClaimed(deps, invoice);
}

async function certifyClaimed(deps: Deps, invoice: q.InvoiceRow): Promise<void> {
  let space: FneSpace | null = null;
  let outcome: FneOutcome<FneSignResponse>;
  try {
    space = await deps.fneSpace(invoice.companyId, scopeOfRow(invoice).mode);
    const client = await q.invoiceClient(deps.db, invoice);
    if (!space) {
      await record(deps, invoice, "held", {
        code: "no_fne_space",
        message: "No live FNE space is set up for the company.",
      });
      return;
    }
    outcome = await signInvoice(
      space.config,
      signRequestOf(invoice, { email: client?.email ?? "", phone: client?.phone ?? "" }, space),
    );
  } catch (error) {
    // Before the call: nothing was sent; the queue tries again.
    deps.logger.error("invoice certification not tried", { invoiceId: invoice.id, error });
    outcome = {
      ok: false,
      failure: { kind: "retryable", httpStatus: null, code: "internal", message: String(error), errors: {} },
    };
  }
  if (outcome.ok) return recordCertified(deps, invoice, outcome.value);
  const { failure } = outcome;
  if (failure.kind === "retryable") return record(deps, invoice, "pending", errorOf(failure));
  return record(deps, invoice, failure.kind === "refused" ? "failed" : "held", errorOf(failure));
}

async function record(
  deps: Deps,
  invoice: q.InvoiceRow,
  status: "pending" | "failed" | "held",
  error: { code: string; message: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await q.updateInvoice(tx, invoice.id, {
      certificationStatus: status,
      certificationSentAt: null,
      certificationError: error,
      certificationNextAt:
        status === "pending" ? new Date(Date.now() + retryDelay(invoice.certificationAttempts)) : null,
    });
    await q.addActivity(tx, invoice.id, status === "pending" ? "certification_retry" : `certification_${status}`, {
      code: error.code,
      message: error.message,
    });
  });
}

async function recordCertified(deps: Deps, invoice: q.InvoiceRow, answer: FneSignResponse): Promise<void> {
  await deps.db.transaction(async (tx: Tx) => {
    const row = await q.updateInvoice(tx, invoice.id, {
      certificationStatus: "certified",
      certificationSentAt: null,
      certificationError: null,
      certificationNextAt: null,
      fneNumber: answer.reference,
      fneVerificationUrl: answer.token,
      fneInvoiceId: answer.invoice.id,
      fneItemIds: answer.invoice.items.map((item) => item.id),
      certifiedAt: new Date(),
    });
    await q.addActivity(tx, invoice.id, "certified", { fneNumber: answer.reference });
    await recordInvoiceEvent(tx, row, "invoice.certified");
    // Voided while its certification was under way: the platform's invoice is cancelled by a credit note of all of it.
    if (row.state === "void") await voidCreditNoteFor(tx, row);
  });
}

// The sandboxes' magic payer numbers (docs/OPERATORS.md, The sandboxes), the same for every operator and any
// prefix (01/05/07): the last two digits of a number ending in 000000xx decide.

export type SandboxOutcome =
  /** …01: succeeds at once. */
  | "succeed_now"
  /** …02: fails, insufficient funds. */
  | "insufficient_funds"
  /** …03: the payer declines. */
  | "payer_declines"
  /** …04: nobody ever answers; the payment expires. */
  | "never_answers"
  /** …05: succeeds, but the callback is lost (only a status read finds it). */
  | "succeed_callback_lost"
  /** …06: the operator answers 500 on create. */
  | "create_fails"
  /** …07: the operator never answers the create call in time. */
  | "create_times_out"
  /** …10: succeeds after approval, and its callback comes twice. */
  | "callback_twice"
  /** …11: succeeds after approval; a failure's callback follows the success's (out of order). */
  | "failure_after_success"
  /** …12: succeeds only after PayFlow has expired the payment (its window, plus a few seconds). */
  | "late_success"
  /** …13: a slow operator: each answer takes a few seconds; then succeeds after approval. */
  | "slow_operator"
  /** …14: the payer is debited but the operator first reports a failure, then the success. */
  | "debited_reported_failed"
  /** …15: the operator goes down: this create and the business's next ones for a minute answer 5xx. */
  | "operator_down"
  /** …16: succeeds after approval, under the same operator transaction id as every other …16. */
  | "duplicate_transaction_id"
  /** Any other number: succeeds after a short simulated approval (or whatever the payer page decides first). */
  | "succeed_after_approval";

const MAGIC: Record<string, SandboxOutcome> = {
  "01": "succeed_now",
  "02": "insufficient_funds",
  "03": "payer_declines",
  "04": "never_answers",
  "05": "succeed_callback_lost",
  "06": "create_fails",
  "07": "create_times_out",
  "10": "callback_twice",
  "11": "failure_after_success",
  "12": "late_success",
  "13": "slow_operator",
  "14": "debited_reported_failed",
  "15": "operator_down",
  "16": "duplicate_transaction_id",
};

/** The outcome for a payer number, given as 10 national digits, +225…, 225… or E.164. */
export function outcomeFor(phone: string | null | undefined): SandboxOutcome {
  const digits = (phone ?? "").replace(/\D/g, "");
  const national = digits.length > 10 ? digits.slice(-10) : digits;
  if (national.length === 10 && national.slice(2, 8) === "000000") {
    return MAGIC[national.slice(8)] ?? "succeed_after_approval";
  }
  return "succeed_after_approval";
}

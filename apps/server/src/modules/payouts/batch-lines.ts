import { PayoutBatchLine, type PayoutBatchLineCheck, type PayoutOperator, payoutFee } from "@payflow/contracts";
import { AppError } from "../../http/errors";
import { payoutAdapterFor } from "../../operators/payout-registry";
import { type Beneficiary, beneficiaryOf } from "./beneficiary";

// A batch's lines checked one by one (docs/PAYOUTS.md § Batches), in memory: each against the
// payout contract and the beneficiary rules a single payout meets, and against the batch's
// other lines (a reference once). What the books and the limits say is judged after, on the
// lines that passed.

export type CheckedLine = {
  line: number;
  reference: string;
  amount: number;
  fee: number;
  beneficiary: Beneficiary & { operator: PayoutOperator };
  reason: string;
};

export type LineProblem = { line: number; reference: string | null; code: string; field: string | null };

/** The merchant API sends its lines in snake_case: read back the one two-word field. */
export function fromV1Line(line: unknown): unknown {
  if (!line || typeof line !== "object") return line;
  const { bank_account, ...rest } = line as Record<string, unknown>;
  return bank_account === undefined ? rest : { ...rest, bankAccount: bank_account };
}

function problemOf(error: unknown, line: number, reference: string | null): LineProblem {
  if (error instanceof AppError) return { line, reference, code: error.code, field: error.options.field ?? null };
  throw error;
}

export function checkLines(lines: readonly unknown[]): { valid: CheckedLine[]; problems: LineProblem[] } {
  const valid: CheckedLine[] = [];
  const problems: LineProblem[] = [];
  const seen = new Set<string>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    const parsed = PayoutBatchLine.safeParse(raw);
    const reference =
      raw && typeof raw === "object" && typeof (raw as { reference?: unknown }).reference === "string"
        ? (raw as { reference: string }).reference.trim() || null
        : null;
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const code = issue?.code === "unrecognized_keys" ? "unknownField" : (issue?.message ?? "validationFailed");
      problems.push({ line, reference, code, field: issue?.path.map(String).join(".") || null });
      return;
    }
    const body = parsed.data;
    if (seen.has(body.reference)) {
      problems.push({ line, reference: body.reference, code: "batchLineDuplicate", field: "reference" });
      return;
    }
    seen.add(body.reference);
    try {
      const beneficiary = beneficiaryOf(body);
      if (beneficiary.operator !== "bank" && !payoutAdapterFor(beneficiary.operator)) {
        throw new AppError("payoutOperatorUnsupported", { field: "operator" });
      }
      valid.push({
        line,
        reference: body.reference,
        amount: body.amount,
        fee: payoutFee(beneficiary.operator, body.amount),
        beneficiary,
        reason: body.reason ?? "",
      });
    } catch (error) {
      problems.push(problemOf(error, line, body.reference));
    }
  });
  return { valid, problems };
}

/** Every line as the preview shows it, in the file's order. */
export function lineChecks(valid: CheckedLine[], problems: LineProblem[]): PayoutBatchLineCheck[] {
  const rows: PayoutBatchLineCheck[] = [
    ...valid.map((v) => ({
      line: v.line,
      reference: v.reference,
      operator: v.beneficiary.operator,
      phone: v.beneficiary.phone,
      amount: v.amount,
      fee: v.fee,
      error: null,
    })),
    ...problems.map((p) => ({
      line: p.line,
      reference: p.reference,
      operator: null,
      phone: null,
      amount: null,
      fee: null,
      error: { code: p.code, field: p.field },
    })),
  ];
  return rows.sort((a, b) => a.line - b.line);
}

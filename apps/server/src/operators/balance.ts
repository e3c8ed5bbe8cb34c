import { OperatorError } from "./types";

// An operator's balance as its API states it — a decimal string and a currency (MTN's
// availableBalance, Wave's amount) — read as whole XOF, or refused: the balance check
// (docs/LEDGER.md § Operator balance check) never compares a figure it had to guess at.

/** What the operator says its account holds. */
export type OperatorBalanceReading = { amount: number; currency: "XOF" };

export function xofBalance(amount: unknown, currency: unknown, operator: string): OperatorBalanceReading {
  const text = typeof amount === "number" ? String(amount) : typeof amount === "string" ? amount.trim() : "";
  if (!/^-?\d+(\.0+)?$/.test(text)) {
    throw new OperatorError("rejected", `${operator} answered a balance that is not whole XOF: ${String(amount)}`);
  }
  if (currency !== "XOF") {
    throw new OperatorError("rejected", `${operator} answered a balance in ${String(currency)}, not XOF`);
  }
  return { amount: Number.parseInt(text, 10), currency: "XOF" };
}

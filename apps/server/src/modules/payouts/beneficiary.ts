import {
  type CreatePayoutRequest,
  networkOfPhone,
  normalizePayerPhone,
  type PayoutOperator,
  payerPrefixMismatch,
  payoutBankAccount,
} from "@payflow/contracts";
import { AppError } from "../../http/errors";

// Who a payout goes to, read from the request as the form and the bulk upload read it
// (docs/PAYOUTS.md § The beneficiary): a wallet's number (+225 optional), its operator from the
// prefix unless named, or a bank account with its holder's name. Both are kept in the one form
// the limits compare (contracts' bank-account.ts): 10 national digits, a UEMOA IBAN as its RIB.

export type Beneficiary = {
  operator: PayoutOperator;
  phone: string | null;
  bankAccount: string | null;
  name: string | null;
};

export function beneficiaryOf(
  body: Pick<CreatePayoutRequest, "operator" | "phone" | "bankAccount" | "name">,
): Beneficiary {
  const name = body.name?.trim() || null;
  if (body.operator === "bank") {
    if (!body.bankAccount?.trim()) throw new AppError("beneficiaryRequired", { field: "bankAccount" });
    const account = payoutBankAccount(body.bankAccount);
    if (!account) throw new AppError("invalidAccountNumber", { field: "bankAccount" });
    if (!name) throw new AppError("beneficiaryNameRequired", { field: "name" });
    return { operator: "bank", phone: null, bankAccount: account, name };
  }
  if (!body.phone) throw new AppError("beneficiaryRequired", { field: "phone" });
  const phone = normalizePayerPhone(body.phone);
  if (!phone) throw new AppError("invalidPhone", { field: "phone" });
  const operator = body.operator ?? networkOfPhone(phone);
  if (!operator) throw new AppError("unknownOperator", { field: "operator" });
  if (operator !== "wave" && payerPrefixMismatch(operator, phone)) {
    throw new AppError("operatorPrefixMismatch", { field: "phone" });
  }
  return { operator, phone, bankAccount: null, name };
}

/** The key the limits per beneficiary count under: the number, else the account (both already in their one form). */
export function beneficiaryKey(who: Pick<Beneficiary, "phone" | "bankAccount">): string {
  return (who.phone ?? who.bankAccount) as string;
}

/** Names compared as people write them: case, accents and word order aside. */
export function sameName(a: string, b: string): boolean {
  const words = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const [shorter, longer] = [words(a), words(b)].sort((x, y) => x.length - y.length) as [string[], string[]];
  return shorter.length > 0 && shorter.every((w) => longer.includes(w));
}

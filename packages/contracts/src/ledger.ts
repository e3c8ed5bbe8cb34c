import { z } from "zod";
import { TIME_ZONES } from "./constants";
import { MODES, PAYMENT_OPERATORS } from "./payment-rules";
import { WholeDay } from "./reports";

// The books' figures (docs/LEDGER.md): what the business holds, per operator account and in
// total, in one mode — read from the ledger's balances, the one definition the dashboard, the
// merchant API and payouts share.

const xof = (description: string) => z.number().int().describe(description);

export const OperatorBalance = z
  .object({
    operator: z
      .enum(PAYMENT_OPERATORS)
      .describe("The account: an operator's wallet, or bank_transfer for the business's bank account"),
    available: xof("Settled: the business's to pay out, in XOF"),
    pending: xof("Collected for the business and not yet settled, in XOF"),
  })
  .meta({ id: "OperatorBalance" });
export type OperatorBalance = z.infer<typeof OperatorBalance>;

export const Balances = z.object({
  mode: z.enum(MODES).describe("The mode read"),
  currency: z.literal("XOF").describe("Always XOF; amounts are integers"),
  available: xof("All accounts' available money: net of settled sales less fees and refunds"),
  pending: xof("All accounts' pending money: net of sales not yet settled less fees and refunds"),
  operators: z.array(OperatorBalance).describe("Each account, in PayFlow's order of operators, zero ones too"),
});
export type Balances = z.infer<typeof Balances>;

/** A period of whole days (YYYY-MM-DD, both included, at most 366) in a time zone. */
export const LedgerPeriodQuery = z.object({
  from: WholeDay.describe("First day, YYYY-MM-DD"),
  to: WholeDay.describe("Last day, YYYY-MM-DD, included; at most 366 days after from"),
  tz: z.enum(TIME_ZONES).optional().describe("The time zone the days are counted in (GMT+00:00 by default)"),
});
export type LedgerPeriodQuery = z.infer<typeof LedgerPeriodQuery>;

/**
 * One day and operator account of the settlement report (docs/LEDGER.md § Settlement report):
 * the movements the books posted that day into and out of that account, settlements aside.
 */
export const SettlementDay = z.object({
  day: z.string().describe("The day the movements were posted, in the report's time zone"),
  operator: z.enum(PAYMENT_OPERATORS).describe("The account: an operator's wallet, or bank_transfer"),
  payments: z.number().int().describe("Payments that succeeded that day"),
  gross: xof("Their amounts (a reversed success counts against it)"),
  refunds: xof("Refunds given back that day, whichever payment they are of"),
  fees: xof("PayFlow's fees on that day's payments"),
  net: xof("gross − refunds − fees: what that day added to the account"),
  expectedSettlement: WholeDay.nullable().describe(
    "When that day's money is expected to be available: the latest settlement date of the payments concerned",
  ),
  settled: z.boolean().describe("Whether that date has come"),
});
export type SettlementDay = z.infer<typeof SettlementDay>;

export const SettlementReport = z.object({
  mode: z.enum(MODES),
  from: z.string(),
  to: z.string(),
  timeZone: z.enum(TIME_ZONES),
  days: z.array(SettlementDay).describe("Days and accounts with movements, oldest first"),
  totals: z.object({
    gross: xof("Sum of gross"),
    refunds: xof("Sum of refunds"),
    fees: xof("Sum of fees"),
    net: xof("Sum of net"),
  }),
});
export type SettlementReport = z.infer<typeof SettlementReport>;

const accountNumber = (description: string) =>
  z
    .string({ error: "accountNumberInvalid" })
    .regex(/^\d{2,12}$/, { error: "accountNumberInvalid" })
    .describe(description);

/**
 * The business's chart of accounts for the accounting export (docs/LEDGER.md § Accounting
 * export): which SYSCOHADA account each of the books' accounts goes to, and the journal's code.
 */
export const AccountingAccounts = z
  .object({
    journalCode: z
      .string({ error: "journalCodeInvalid" })
      .regex(/^[A-Z0-9]{1,6}$/, { error: "journalCodeInvalid" })
      .describe("The journal's code in the accountant's software"),
    sales: accountNumber("Payments received (credit): 701 Ventes de marchandises by default"),
    refunds: accountNumber("Money given back to payers (debit): 709 Rabais, remises et ristournes accordés"),
    fees: accountNumber("PayFlow's commission (debit): 631 Frais bancaires"),
    wave: accountNumber("The Wave wallet, settled: 5521 (552 Monnaie électronique – téléphone portable)"),
    waveInTransit: accountNumber("The Wave wallet, not yet settled: 5851 (585 Virements de fonds)"),
    orangeMoney: accountNumber("The Orange Money wallet, settled: 5522"),
    orangeMoneyInTransit: accountNumber("The Orange Money wallet, not yet settled: 5852"),
    mtnMomo: accountNumber("The MTN Mobile Money wallet, settled: 5523"),
    mtnMomoInTransit: accountNumber("The MTN Mobile Money wallet, not yet settled: 5853"),
    moovMoney: accountNumber("The Moov Money wallet, settled: 5524"),
    moovMoneyInTransit: accountNumber("The Moov Money wallet, not yet settled: 5854"),
    bank: accountNumber("The bank account, settled: 5211 (521 Banques locales)"),
    bankInTransit: accountNumber("Bank transfers received, not yet settled: 5855"),
    payouts: accountNumber("Money paid out to beneficiaries (debit): 467 Débiteurs et créditeurs divers"),
    payoutFees: accountNumber("The operators' fees on payouts (debit): 631 Frais bancaires"),
    payoutsInTransit: accountNumber("Payouts reserved, not yet paid: 5856 (585 Virements de fonds)"),
    suspense: accountNumber(
      "Money an operator took that the wallet did not hold in the books, for a person to explain: 471 (Compte d'attente)",
    ),
  })
  .strict();
export type AccountingAccounts = z.infer<typeof AccountingAccounts>;

/** The defaults (docs/LEDGER.md § Accounting export): the SYSCOHADA chart as used in Côte d'Ivoire. */
export const DEFAULT_ACCOUNTING_ACCOUNTS: AccountingAccounts = {
  journalCode: "PF",
  sales: "701",
  refunds: "709",
  fees: "631",
  wave: "5521",
  waveInTransit: "5851",
  orangeMoney: "5522",
  orangeMoneyInTransit: "5852",
  mtnMomo: "5523",
  mtnMomoInTransit: "5853",
  moovMoney: "5524",
  moovMoneyInTransit: "5854",
  bank: "5211",
  bankInTransit: "5855",
  payouts: "467",
  payoutFees: "631",
  payoutsInTransit: "5856",
  suspense: "471",
};

export const ACCOUNTING_EXPORT_FORMATS = ["csv", "xlsx"] as const;

export const AccountingExportQuery = LedgerPeriodQuery.extend({
  format: z.enum(ACCOUNTING_EXPORT_FORMATS).optional().describe("csv (separated by ;, the default) or xlsx"),
});
export type AccountingExportQuery = z.infer<typeof AccountingExportQuery>;

/** The operators whose API tells their balance: the balance check asks them. */
export const BALANCE_OPERATORS = ["wave", "mtn_momo"] as const;

export const BALANCE_CHECK_STATUSES = ["matched", "explained", "in_flight", "unexplained", "unavailable"] as const;
export type BalanceCheckStatus = (typeof BALANCE_CHECK_STATUSES)[number];

const amountOrNull = (description: string) => z.number().int().nullable().describe(description);

/**
 * One operator's balance against the books (docs/LEDGER.md § Operator balance check): what the
 * operator says, what the books hold, and the movements that explain the difference.
 */
export const BalanceCheck = z
  .object({
    operator: z.enum(BALANCE_OPERATORS).describe("The operator asked"),
    checkedAt: z.string().nullable().describe("When it was last checked (null: not yet)"),
    status: z
      .enum(BALANCE_CHECK_STATUSES)
      .nullable()
      .describe(
        "matched (equal), explained (the movements below account for the difference), in_flight (payments and payouts still moving may), unexplained (an alert), unavailable (the operator's figure could not be read)",
      ),
    operatorAmount: amountOrNull("What the operator says the account holds, in XOF"),
    booksAmount: amountOrNull("What the books hold for that operator, available and pending, in XOF"),
    fees: amountOrNull("PayFlow's fees booked out of that account: the operator never took them"),
    manualRefunds: amountOrNull("Refunds made by hand and booked out of that account: the operator never saw them"),
    inFlight: amountOrNull(
      "Payments with that operator PayFlow is still waiting on, and payouts (with their fee) reserved in the books it may not have paid yet, in XOF",
    ),
    inFlightPayments: z.number().int().nullable().describe("How many (payments and payouts)"),
    unexplained: amountOrNull("operator − (books + fees + refunds by hand): what none of the above explains"),
    error: z
      .string()
      .nullable()
      .describe(
        "Why the operator's figure could not be read: not_configured (no credentials in that mode), or the operator's error",
      ),
  })
  .meta({ id: "BalanceCheck" });
export type BalanceCheck = z.infer<typeof BalanceCheck>;

export const BalanceCheckReport = z.object({
  mode: z.enum(MODES),
  checks: z.array(BalanceCheck).describe("Each operator that tells its balance"),
});
export type BalanceCheckReport = z.infer<typeof BalanceCheckReport>;

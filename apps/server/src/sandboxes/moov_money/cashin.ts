import type { Context } from "hono";
import { randomToken } from "../../lib/ids";
import {
  MOOV_ACCOUNT_STATUS,
  MOOV_CASHIN,
  MOOV_PAYOUT_STATUS,
  MOOV_TRANSACTION_STATUS,
} from "../../operators/moov_money/cashin-wire";
import { soapFault, soapField, soapResult } from "../../operators/moov_money/wire";
import type { SandboxEnv } from "../env";
import { BUSINESS_HEADER } from "../outage";
import {
  holdPayoutAnswer,
  newPayoutLife,
  type PayoutLife,
  type PayoutState,
  payoutOutcomeFor,
  payoutStateOf,
} from "../payout-magic";
import { sandboxStore } from "../store";

// Moov's payout operations as the sandbox plays them, on the same SOAP service as the pushes
// (sandbox.ts hands them over): api:cashintrans settled as the beneficiary's number says
// (payout-magic.ts), api:getTransactionStatus for a cash-in's transid, and
// api:getMobileAccountStatus for the payout magic numbers. One transfer per business and
// referenceid: a repeat under it is answered the first transfer, never a second one (the
// ASSUMPTION of operators/moov_money/cashin-wire.ts). Moov's collection sandbox keeps no
// balance (no getBalance), so a paid transfer lowers none.

type CashIn = {
  transid: string;
  /** Our payout's reference (Moov's referenceid): with the business, the record's key. */
  reference: string;
  /** The business whose merchant account pays (BUSINESS_HEADER; "" when none was said). */
  business: string;
  msisdn: string;
  amount: number;
  remarks: string;
  life: PayoutLife;
} & Record<string, unknown>;

const xml = (body: string, status = 200) =>
  new Response(body, { status, headers: { "content-type": "text/xml; charset=utf-8" } });

/** Moov's status and words for each way a transfer stands. */
const ANSWERS: Record<PayoutState, { status: string; message: string }> = {
  processing: { status: MOOV_PAYOUT_STATUS.pending, message: "Transaction pending" },
  paid: { status: MOOV_PAYOUT_STATUS.success, message: "Transaction successful" },
  beneficiary_not_found: {
    status: MOOV_PAYOUT_STATUS.notRegistered,
    message: "Destination is not registered on Moov Money",
  },
  beneficiary_blocked: { status: MOOV_PAYOUT_STATUS.cannotReceive, message: "Destination cannot receive" },
  insufficient_funds: { status: MOOV_PAYOUT_STATUS.merchantFundsShort, message: "Merchant balance too low" },
};

export function moovCashIns(env: SandboxEnv) {
  const cashIns = sandboxStore<CashIn>(env.db, "moov_money-cashin");

  const transfer = async (c: Context, body: string) => {
    const amount = soapField(body, "amount") ?? "";
    const msisdn = soapField(body, "destination") ?? "";
    const reference = soapField(body, "referenceid") ?? "";
    if (!/^[1-9]\d*$/.test(amount) || !/^\d{8,15}$/.test(msisdn) || !reference || reference.length > 64) {
      const fields = {
        message: "Incomplete parameters",
        referenceid: reference,
        status: MOOV_PAYOUT_STATUS.incompleteParameters,
      };
      return xml(soapResult(MOOV_CASHIN, { ...fields, transid: "" }));
    }
    // …06: Moov fails before it records anything.
    if (payoutOutcomeFor(msisdn) === "send_fails") return xml(soapFault("soap:Server", "Internal error"), 500);
    const key = `${c.req.header(BUSINESS_HEADER) ?? ""}|${reference}`;
    const life = newPayoutLife(msisdn, env.approvalMs);
    const stored: CashIn = {
      transid: `MC${randomToken(14).toUpperCase()}`,
      reference,
      business: c.req.header(BUSINESS_HEADER) ?? "",
      msisdn,
      amount: Number(amount),
      remarks: soapField(body, "remarks") ?? "",
      life,
    };
    // A referenceid used before: its first transfer is answered, whatever this one says.
    const s = (await cashIns.insert(key, stored)) ? stored : await cashIns.get(key);
    if (!s) return xml(soapFault("soap:Server", "Internal error"), 500);
    // …07: recorded, but the answer comes after the caller has given up.
    if (s === stored) await holdPayoutAnswer(life, env.hangMs);
    const { status, message } = ANSWERS[payoutStateOf(s.life)];
    return xml(soapResult(MOOV_CASHIN, { message, referenceid: s.reference, status, transid: s.transid }));
  };

  const transactionStatus = async (c: Context, body: string) => {
    const transid = soapField(body, "transid") ?? "";
    const business = c.req.header(BUSINESS_HEADER) ?? "";
    const [s] = (await cashIns.findBy("transid", transid)).filter((s) => s.business === business);
    if (!s) return null;
    const { status, message } = ANSWERS[payoutStateOf(s.life)];
    return xml(soapResult(MOOV_TRANSACTION_STATUS, { description: message, referenceid: s.reference, status }));
  };

  // …02 is not registered; …03 has a wallet that is locked; any other an active subscriber.
  const accountStatus = (body: string) => {
    const msisdn = soapField(body, "msisdn") ?? "";
    const outcome = payoutOutcomeFor(msisdn);
    if (outcome === "beneficiary_not_found") {
      return xml(
        soapResult(MOOV_ACCOUNT_STATUS, {
          message: "Subscriber not found",
          msisdn,
          status: MOOV_PAYOUT_STATUS.notRegistered,
        }),
      );
    }
    const blocked = outcome === "beneficiary_blocked";
    return xml(
      soapResult(MOOV_ACCOUNT_STATUS, {
        accounttype: "SUBSCRIBER",
        allowedtransfer: blocked ? "false" : "true",
        city: "Abidjan",
        dateofbirth: "1990-01-01",
        firstname: "Sand",
        lastname: "Box",
        secondname: "",
        message: "Success",
        msisdn,
        region: "Abidjan",
        street: "",
        status: MOOV_PAYOUT_STATUS.success,
        subscriberstatus: blocked ? "LOCKED" : "ACTIVE",
      }),
    );
  };

  return {
    /** The answer to a payout operation (a cash-in's status included), or null: not one of them. */
    async answer(c: Context, operation: string | null, body: string): Promise<Response | null> {
      if (operation === MOOV_CASHIN) return transfer(c, body);
      if (operation === MOOV_ACCOUNT_STATUS) return accountStatus(body);
      if (operation === MOOV_TRANSACTION_STATUS && soapField(body, "transid")?.startsWith("MC"))
        return transactionStatus(c, body);
      return null;
    },
  };
}

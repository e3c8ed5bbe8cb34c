import { TimedMemory } from "../../lib/timed-memory";
import type { OperatorContext } from "../types";
import { dataCall } from "./client";

// MTN's account-holder check (GET …/accountholder/msisdn/{msisdn}/active → { result }), asked
// before a request to pay: a number without an MTN wallet fails at once, with its reason,
// instead of waiting on a request nobody can approve. It only ever stops a payment on MTN's
// plain "false": any other answer (an error, a time-out) lets the request to pay go ahead, as
// it did without the check. A number found active is not asked about again for an hour, so a
// regular payer costs no extra call.

const active = new TimedMemory<true>(60 * 60 * 1000);

export async function hasNoWallet(ctx: OperatorContext, msisdn: string): Promise<boolean> {
  const key = `${ctx.baseUrl} ${msisdn}`;
  if (active.get(key)) return false;
  try {
    const res = await dataCall(ctx, {
      method: "GET",
      path: `/collection/v1_0/accountholder/msisdn/${encodeURIComponent(msisdn)}/active`,
    });
    if (res.status !== 200) return false;
    const result = (res.json as { result?: unknown } | null)?.result;
    if (result === false || result === "false") return true;
    active.set(key, true);
    return false;
  } catch {
    return false;
  }
}

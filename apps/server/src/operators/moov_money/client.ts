import { operatorFetch } from "../http";
import { type OperatorContext, OperatorError } from "../types";
import { MOOV_SERVICE_PATH, MOOV_STATUS, moovToken, type SoapFields, soapEnvelope, soapField } from "./wire";

// Moov's transport, shared by the collection adapter (pushes) and the payout adapter (cash-ins,
// account checks): one SOAP service, the credential as the body's first element (wire.ts), and
// the two answers no operation reads as its own — refused credentials (status 98, or a 401) and
// a SOAP fault or a 5xx — thrown as OperatorError. Anything else is the operation's answer.

export type MoovAnswer = {
  /** Moov's `status` element, or null when the answer has none. */
  status: string | null;
  /** The answer's XML, for the operation's own fields (soapField). */
  text: string;
  httpStatus: number;
};

export async function moovCall(
  ctx: OperatorContext,
  operation: string,
  fields: SoapFields,
  idempotent: boolean,
): Promise<MoovAnswer> {
  const token = moovToken(ctx.credentials.username ?? "", ctx.credentials.password ?? "");
  const res = await operatorFetch(ctx, {
    method: "POST",
    path: MOOV_SERVICE_PATH,
    headers: { "content-type": "application/soap+xml; charset=utf-8", accept: "text/xml" },
    body: soapEnvelope(operation, { token, ...fields }),
    idempotent,
  });
  const status = soapField(res.text, "status");
  if (res.status === 401 || status === MOOV_STATUS.badCredentials) {
    throw new OperatorError("auth", "Moov refused the credentials", {
      httpStatus: res.status,
      operatorCode: MOOV_STATUS.badCredentials,
    });
  }
  if (res.status >= 500 || soapField(res.text, "faultcode")) {
    throw new OperatorError("unavailable", soapField(res.text, "faultstring") ?? `Moov answered ${res.status}`, {
      httpStatus: res.status,
      operatorCode: soapField(res.text, "faultcode"),
    });
  }
  return { status, text: res.text, httpStatus: res.status };
}

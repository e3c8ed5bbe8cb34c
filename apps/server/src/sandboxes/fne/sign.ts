import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Context } from "hono";
import type { FneSignRequest, FneSignResponse } from "../../fne/types";
import { type FneSandboxParts, openCall } from "./call";
import { saleInvoice, totalsOf } from "./invoice";
import { refusal, SIGNING_ERROR, send } from "./replies";
import { scenarioOf } from "./scenarios";
import { checkSign } from "./sign-validation";
import { type FneSpace, type SpaceRef, spaceKeyOf } from "./space";
import { uuidV7 } from "./uuid7";

// `POST /ws/external/invoices/sign` (docs/FNE.md): authentication → a JSON body → its checks
// (sign-validation.ts) → a scenario input, if named → a sticker left, else 500
// invoice_signing_error → the totals → the next number and one sticker, taken together → the
// stored invoice → 200 with the platform's answer.

export async function sign(c: Context, parts: FneSandboxParts) {
  const call = await openCall(c, parts);
  if ("answer" in call) return call.answer;
  const { ref, body, space } = call;
  const checked = checkSign(body, space);
  if ("refused" in checked) return send(c, checked.refused);
  const request = checked.request;
  const scenario = scenarioOf(request.clientCompanyName);
  if (scenario === "bad_gateway") return send(c, refusal(502, "Bad Gateway", "bad_gateway"));
  if (scenario === "unavailable") return send(c, refusal(503, "Service Unavailable", "service_unavailable"));
  if (space.stickers <= 0) return send(c, SIGNING_ERROR);
  const at = new Date();
  if (scenario === "unsigned") {
    await store(parts, ref, space, request, { at, reference: "", status: "draft", signed: false });
    return send(c, SIGNING_ERROR);
  }
  const numbered = await parts.spaces.take(ref, "sale", at);
  if (!numbered) return send(c, SIGNING_ERROR);
  const issued = { at, reference: numbered.reference, status: "paid", signed: true };
  const invoice = await store(parts, ref, space, request, issued);
  const answer: FneSignResponse = {
    ncc: space.ncc,
    reference: numbered.reference,
    token: parts.verificationUrl(invoice.token),
    warning: numbered.warning,
    balance_sticker: numbered.stickers,
    invoice,
  };
  if (scenario === "gateway_timeout") return send(c, refusal(504, "Gateway Timeout", "gateway_timeout"));
  if (scenario === "slow") await sleep(parts.hangMs);
  return c.json(answer, 200);
}

/** Stores the sale (signed, or as the unsigned draft a failed certification leaves). */
async function store(
  parts: FneSandboxParts,
  ref: SpaceRef,
  space: FneSpace,
  request: FneSignRequest,
  as: { at: Date; reference: string; status: string; signed: boolean },
) {
  const { at } = as;
  const token = uuidV7(at.getTime());
  const totals = totalsOf(request);
  const invoice = saleInvoice(
    request,
    { id: randomUUID(), token, reference: as.reference, at, status: as.status },
    totals,
  );
  await parts.documents.insert({
    space: spaceKeyOf(ref),
    ncc: space.ncc,
    companyName: space.companyName,
    token: as.signed ? token : "",
    signed: as.signed,
    invoice,
    totals,
    credited: {},
  });
  return invoice;
}

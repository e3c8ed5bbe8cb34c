import { type Context, Hono } from "hono";
import { randomToken } from "../../lib/ids";
import {
  MOOV_PUBLISHED_SERVICE_PATH,
  MOOV_SERVICE_PATH,
  MOOV_STATUS,
  readMoovToken,
  soapFault,
  soapField,
  soapOperation,
  soapResult,
} from "../../operators/moov_money/wire";
import { SANDBOX_CREDENTIALS } from "../credentials";
import type { SandboxEnv } from "../env";
import { EXPIRES_IN_HEADER, holdAnswer, type Lifecycle, newLifecycle, settledAs } from "../lifecycle";
import { outages } from "../outage";
import { formatXof } from "../page";
import { mountPhone } from "../phone-page";
import { sandboxStore } from "../store";
import { moovCashIns } from "./cashin";

// Moov's push-with-pending merchant API as the sandbox plays it (see wire.ts): SOAP over HTTP
// with the credentials in each body's <token>, PushWithPending answering 100 (pending) with a
// transaction id, getTransactionStatus by transid (or externaldata1), no callbacks, and the
// payer's phone page; the payout operations are cashin.ts's. It reads requests as leniently as Moov's service must: by element name,
// whatever the envelope's prefixes, namespaces, declared encoding or content type.

type Push = {
  transid: string;
  msisdn: string;
  amount: number;
  message: string;
  externaldata1: string;
  /** PayFlow's attempt id: what a push answers to (the fault script counts pushes per attempt). */
  externaldata2: string;
  life: Lifecycle;
} & Record<string, unknown>;

const APPROVAL_SECONDS = 2 * 60;
const xml = (body: string, status = 200) =>
  new Response(body, { status, headers: { "content-type": "text/xml; charset=utf-8" } });

function statusOf(p: Push): { status: string; description: string } {
  switch (settledAs(p.life)) {
    case "succeeded":
      return { status: MOOV_STATUS.success, description: "Transaction successful" };
    case "insufficient_funds":
      return { status: MOOV_STATUS.insufficientFunds, description: "Insufficient funds" };
    case "declined":
      return { status: MOOV_STATUS.timeout, description: "Cancelled by subscriber" };
    case "expired":
      return { status: MOOV_STATUS.timeout, description: "Push timeout" };
    default:
      return { status: MOOV_STATUS.pending, description: "Pending subscriber confirmation" };
  }
}

export function createMoovSandbox(env: SandboxEnv): Hono {
  const app = new Hono();
  const outage = outages(env.db, "moov_money");
  const pushes = sandboxStore<Push>(env.db, "moov_money", "moov");
  const cashIns = moovCashIns(env);
  const { username, password } = SANDBOX_CREDENTIALS.moov_money;
  const signedIn = (body: string) => {
    const carried = readMoovToken(soapField(body, "token") ?? "");
    return carried?.username === username && carried.password === password;
  };

  const service = async (c: Context) => {
    const body = await c.req.text();
    const operation = soapOperation(body);
    if (!signedIn(body)) {
      return xml(
        soapResult(operation ?? "Unknown", { status: MOOV_STATUS.badCredentials, description: "Invalid credentials" }),
      );
    }
    const payout = await cashIns.answer(c, operation, body);
    if (payout) return payout;
    if (operation === "PushWithPending") {
      const msisdn = soapField(body, "msisdn") ?? "";
      const amount = soapField(body, "amount") ?? "";
      const externaldata1 = soapField(body, "externaldata1") ?? "";
      if (!/^\d{8,15}$/.test(msisdn) || !/^\d+$/.test(amount) || Number(amount) <= 0 || !externaldata1) {
        return xml(soapFault("soap:Client", "msisdn, amount and externaldata1 are required"), 500);
      }
      const life = newLifecycle(msisdn, env.approvalMs, APPROVAL_SECONDS, c.req.header(EXPIRES_IN_HEADER));
      if (await outage.failsCreate(c, life)) return xml(soapFault("soap:Server", "Internal error"), 500);
      const transid = `MV${randomToken(14).toUpperCase()}`;
      await pushes.insert(transid, {
        transid,
        msisdn,
        amount: Number(amount),
        message: soapField(body, "message") ?? "",
        externaldata1,
        externaldata2: soapField(body, "externaldata2") ?? "",
        life,
      });
      await holdAnswer(life, env.hangMs);
      return xml(
        soapResult(operation, {
          status: MOOV_STATUS.pending,
          transid,
          description: "Push sent, pending subscriber confirmation",
        }),
      );
    }
    if (operation === "getTransactionStatus") {
      const transid = soapField(body, "transid");
      const external = soapField(body, "externaldata1");
      const push = transid
        ? await pushes.get(transid)
        : external
          ? (await pushes.findBy("externaldata1", external))[0]
          : null;
      if (!push)
        return xml(soapResult(operation, { status: MOOV_STATUS.notFound, description: "Transaction not found" }));
      await holdAnswer(push.life);
      return xml(soapResult(operation, { ...statusOf(push), referenceid: push.transid }));
    }
    return xml(soapFault("soap:Client", `Unknown operation ${operation ?? ""}`), 500);
  };
  // PayFlow's path, and the one Moov's published hosts serve (a client keeps its own).
  app.post(MOOV_SERVICE_PATH, service);
  app.post(MOOV_PUBLISHED_SERVICE_PATH, service);

  // The payer's phone: pending pushes to approve or decline (Moov calls nobody back).
  mountPhone(app, env, {
    operatorName: "Moov Money",
    store: pushes,
    keyOf: (p) => p.transid,
    describe: (p) => ({ id: p.externaldata1, label: `${formatXof(p.amount)} — ${p.message}` }),
  });

  return app;
}

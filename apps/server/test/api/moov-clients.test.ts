import { describe, expect, it } from "vitest";
import { moovToken, readMoovToken } from "../../src/operators/moov_money/wire";
import { SANDBOX_CREDENTIALS } from "../../src/sandboxes/credentials";
import { railsAgainstSandboxes } from "../support/operator-rails";

// Moov's sandbox as the two public client libraries of Moov's merchant API use it
// (docs/OPERATORS.md, Moov Money): nothing at the HTTP level, the credentials in a <token> first
// in each operation's body. The requests below are written here exactly as those clients build
// them — the TypeScript client (its envelope, with the SOAP namespace lacking its final slash and
// a utf-16 declaration) and the PHP client (its here-document) — and their answers are read the
// way each client reads them. Only the base URL is ours.

const { bases } = railsAgainstSandboxes();
const { username, password } = SANDBOX_CREDENTIALS.moov_money;
/** The service's URL as a client is configured with it: the sandbox's base, Moov's path. */
const serviceUrl = () => `${bases.get("moov_money")}/com.tlc.merchant.api/UssdPush`;

type Fields = Record<string, string | Record<string, string>>;
const toXml = (fields: Fields): string =>
  Object.entries(fields)
    .map(([k, v]) => `<${k}>${typeof v === "string" ? v : toXml(v)}</${k}>`)
    .join("");

/** The TypeScript client: XMLFormater.objectToSoapEnvelop(action, body, ['xmlns:api="…"'], 'soapenv'). */
const typescriptClientEnvelope = (action: string, body: Fields) => `<?xml version="1.0" encoding="utf-16"?>
        <soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope" xmlns:api="http://api.merchant.tlc.com/">
            <soapenv:Header/>
            <soapenv:Body>
                <${action}>
                    ${toXml(body)}
                </${action}>
            </soapenv:Body>
        </soapenv:Envelope>
        `;

/** The PHP client: SoapRequestBuilder::buildRequest around one operation's here-document. */
const phpClientEnvelope = (operation: string) => `<?xml version="1.0" encoding="utf-16"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:api="http://api.merchant.tlc.com/">
    <soapenv:Header/>
    <soapenv:Body>
        ${operation}
    </soapenv:Body>
</soapenv:Envelope>`;

/** Both clients POST with this content type and nothing else that authenticates. */
async function post(body: string): Promise<string> {
  const res = await fetch(serviceUrl(), {
    method: "POST",
    headers: { "Content-Type": "application/soap+xml; charset=utf-8", accept: "text/xml" },
    body,
  });
  expect(res.ok).toBe(true);
  return res.text();
}

/** How the TypeScript client finds its answer: the first return/response/result element. */
function readAsTypescriptClient(xml: string, wrapper: "result" | "response"): Record<string, string> {
  const found = xml.trim().match(/<(return|response|result)>[\s\S]*?<\/\1>/);
  expect(found?.[1]).toBe(wrapper);
  return Object.fromEntries([...(found?.[0] ?? "").matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map((m) => [m[1], m[2]]));
}

/** How the PHP client finds its answer: soap:Body → the ns2: element → its first child's children. */
function readAsPhpClient(xml: string): Record<string, string> {
  const body =
    /<soap:Body>\s*<ns2:(\w+) xmlns:ns2="http:\/\/api\.merchant\.tlc\.com\/">\s*<(\w+)>([\s\S]*?)<\/\2>/.exec(xml);
  expect(body).not.toBeNull();
  return Object.fromEntries([...(body?.[3] ?? "").matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map((m) => [m[1], m[2]]));
}

const push = (token: string, msisdn: string) => ({
  token,
  msisdn,
  message: "Commande 42",
  amount: "1500",
  externaldata1: `pay_moov_${Date.now()}`,
  externaldata2: "",
  fee: "0",
});

describe("Moov's token", () => {
  it("is the published scheme: its test vectors, read back, and nothing for a token made otherwise", () => {
    expect(moovToken("myusername", "mypassword")).toBe("7a1FPyjZ4eqAhFIoHpLumttby9GoBPGuwV5AIaB22tc=");
    expect(moovToken("username", "password")).toBe("hnTyz1stTsRO8PxwCssFHwwUakVCzRFeJ4Ms/F9cem0=");
    expect(readMoovToken("7a1FPyjZ4eqAhFIoHpLumttby9GoBPGuwV5AIaB22tc=")).toEqual({
      username: "myusername",
      password: "mypassword",
    });
    expect(readMoovToken(moovToken("a", "p:with:colons"))).toEqual({ username: "a", password: "p:with:colons" });
    expect(readMoovToken(moovToken("a", "b", "another-key-of-32-bytes-00000000"))).toBeNull();
    expect(readMoovToken("not a token")).toBeNull();
  });
});

describe("Moov's sandbox through the TypeScript client's requests", () => {
  it("PushWithPending is pending with a transid, getTransactionStatus follows it to success", async () => {
    const token = moovToken(username, password);
    const answer = readAsTypescriptClient(
      await post(typescriptClientEnvelope("api:PushWithPending", push(token, "2250102030405"))),
      "result",
    );
    expect(answer).toMatchObject({ status: "100" });
    expect(answer.transid).toMatch(/^MV/);
    const status = () =>
      post(
        typescriptClientEnvelope("api:getTransactionStatus", { token, request: { transid: String(answer.transid) } }),
      );
    expect(readAsTypescriptClient(await status(), "response")).toMatchObject({ status: "100" });
    // The payer approves on the simulated phone after the sandbox's approval delay (600 ms here).
    await new Promise((r) => setTimeout(r, 900));
    expect(readAsTypescriptClient(await status(), "response")).toMatchObject({
      status: "0",
      referenceid: answer.transid,
    });
  });

  it("answers 98 Invalid credentials to a token of the wrong password, or none, on both operations", async () => {
    const wrong = moovToken(username, "not-the-password");
    for (const body of [
      typescriptClientEnvelope("api:PushWithPending", push(wrong, "2250102030405")),
      typescriptClientEnvelope("api:getTransactionStatus", { token: wrong, request: { transid: "MV0" } }),
      typescriptClientEnvelope("api:getTransactionStatus", { request: { transid: "MV0" } }),
    ]) {
      const op = /<(api:\w+)>/.exec(body)?.[1] === "api:PushWithPending" ? "result" : "response";
      expect(readAsTypescriptClient(await post(body), op)).toMatchObject({
        status: "98",
        description: "Invalid credentials",
      });
    }
    // HTTP Basic, which no source documents, is not a way in.
    const basic = await fetch(serviceUrl(), {
      method: "POST",
      headers: {
        "Content-Type": "application/soap+xml; charset=utf-8",
        authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`,
      },
      body: typescriptClientEnvelope("api:getTransactionStatus", { request: { transid: "MV0" } }),
    });
    expect(readAsTypescriptClient(await basic.text(), "response")).toMatchObject({ status: "98" });
  });
});

describe("Moov's sandbox through the PHP client's requests", () => {
  it("PushWithPending then getTransactionStatus, read as the PHP client reads them", async () => {
    const token = moovToken(username, password);
    const fields = push(token, "2250100000001");
    const pushed = readAsPhpClient(
      await post(
        phpClientEnvelope(`<api:PushWithPending>
                <token>${token}</token>
                <msisdn>${fields.msisdn}</msisdn>
                <message>${fields.message}</message>
                <amount>${fields.amount}</amount>
                <externaldata1>${fields.externaldata1}</externaldata1>
                <externaldata2></externaldata2>
                <fee>0</fee>
            </api:PushWithPending>`),
      ),
    );
    expect(pushed.status).toBe("100");
    // …01 is the sandbox's number that succeeds at once.
    const status = readAsPhpClient(
      await post(
        phpClientEnvelope(`<api:getTransactionStatus>
                <token>${token}</token>
                <request>
                    <transid>${pushed.transid}</transid>
                </request>
            </api:getTransactionStatus>`),
      ),
    );
    expect(status).toMatchObject({ status: "0", referenceid: pushed.transid });
  });
});

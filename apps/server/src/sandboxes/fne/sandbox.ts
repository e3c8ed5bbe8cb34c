import { Hono } from "hono";
import { html } from "hono/html";
import type { SandboxEnv } from "../env";
import { payerPage } from "../page";
import type { FneSandboxParts } from "./call";
import { fneDocuments } from "./documents";
import { refund } from "./refund";
import { NOT_FOUND, send } from "./replies";
import { sign } from "./sign";
import { fneSpaces } from "./space";
import { publicData, verificationPage } from "./verification";

// The DGI's FNE platform as the sandbox plays it (docs/FNE.md, "The sandbox"), mounted at
// /sandbox/fne: its `/ws` is the API's base (`/ws/external/invoices/sign`,
// `/ws/external/invoices/{id}/refund`), `/fr/verification/{token}` the public page the QR codes
// lead to, `/ws/invoices/qr/{token}` its JSON. Any other path or method answers 404
// `{"error":"not_found"}`, as the platform does. Its state (spaces and documents) lives in the
// sandboxes' store, shared by every instance.

export function createFneSandbox(env: SandboxEnv): Hono {
  const app = new Hono();
  const parts: FneSandboxParts = {
    secretKey: env.secretKey,
    spaces: fneSpaces(env.db),
    documents: fneDocuments(env.db),
    verificationUrl: (token) => `${env.publicBase}/fr/verification/${token}`,
    hangMs: env.hangMs,
  };

  app.post("/ws/external/invoices/sign", (c) => sign(c, parts));
  app.post("/ws/external/invoices/:id/refund", (c) => refund(c, parts));

  app.get("/ws/invoices/qr/:token", async (c) => {
    const doc = await parts.documents.byToken(c.req.param("token"));
    return doc ? c.json(publicData(doc), 200) : send(c, NOT_FOUND);
  });

  app.get("/fr/verification/:token", async (c) => {
    const doc = await parts.documents.byToken(c.req.param("token"));
    if (doc) return c.html(await verificationPage(doc, parts.verificationUrl(doc.token)));
    const body = html`<p>Aucune facture certifiée ne porte ce code. · No certified invoice has this code.</p>`;
    return c.html(payerPage({ operatorName: "FNE DGI", title: "Facture introuvable · Invoice not found", body }), 404);
  });

  app.all("*", (c) => send(c, NOT_FOUND));
  return app;
}

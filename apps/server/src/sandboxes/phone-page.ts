import type { Hono } from "hono";
import { html } from "hono/html";
import type { SandboxEnv } from "./env";
import { decide, type Lifecycle, opened, type Settled, settledAs, withLife } from "./lifecycle";
import { decisionForm, lateChoicePage, payerPage } from "./page";
import type { SandboxStore } from "./store";

// The payer's phone, as the sandboxes of approve-on-phone operators (MTN, Moov) play it: the
// requests waiting for this number, each with Approve / Decline. A request shown on the phone
// waits for the person's choice (no automatic approval behind their back), and a choice that
// comes after the outcome says it changed nothing.

export type PhoneRequest = { id: string; label: string; action: string };

export function phonePage(operatorName: string, number: string, requests: PhoneRequest[]) {
  const body = requests.length
    ? html`${requests.map(
        (r) => html`<div class="card">
          <p class="muted">${r.id}</p>
          <p class="amount">${r.label}</p>
          ${decisionForm(r.action)}
        </div>`,
      )}`
    : html`<div class="card"><p>Aucune demande en attente. · No request waiting.</p></div>`;
  return payerPage({
    operatorName,
    title: `Téléphone +225 ${number} · ${operatorName}`,
    body: html`<p class="muted">Demandes de paiement en attente · Payment requests waiting</p>
      ${body}`,
  });
}

type OnPhone = { life: Lifecycle; msisdn: string } & Record<string, unknown>;

/** GET /phone/:number and POST /phone/:number/:key on an operator sandbox. */
export function mountPhone<T extends OnPhone>(
  app: Hono,
  env: SandboxEnv,
  phone: {
    operatorName: string;
    store: SandboxStore<T>;
    keyOf: (record: T) => string;
    describe: (record: T) => { id: string; label: string };
    /** Sends the operator's callback once a choice settled the request (MTN; Moov has none). */
    afterChoice?: (key: string) => Promise<void>;
  },
): void {
  const { operatorName, store, keyOf } = phone;

  app.get("/phone/:number", async (c) => {
    const number = c.req.param("number");
    const found = (await store.findBy("msisdn", `225${number}`)).filter((r) => settledAs(r.life) === null);
    const items: PhoneRequest[] = [];
    for (const listed of found) {
      const shown = await store.update(keyOf(listed), (r) => withLife(r, opened));
      if (shown && settledAs(shown.life) === null) {
        const action = `${env.publicBase}/phone/${number}/${encodeURIComponent(keyOf(shown))}`;
        items.push({ ...phone.describe(shown), action });
      }
    }
    return c.html(phonePage(operatorName, number, items));
  });

  app.post("/phone/:number/:key", async (c) => {
    const key = c.req.param("key");
    const back = `${env.publicBase}/phone/${c.req.param("number")}`;
    const form = await c.req.parseBody();
    let late: Settled | null = null;
    const record = await store.update(key, (r) => {
      late = settledAs(r.life);
      return late ? null : withLife(r, (l) => decide(l, form.decision === "approve" ? "approve" : "decline"));
    });
    if (!record) return c.text("Not found", 404);
    if (late) return c.html(lateChoicePage(operatorName, late, back), 409);
    await phone.afterChoice?.(key);
    return c.redirect(back, 303);
  });
}

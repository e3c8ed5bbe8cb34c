import { describe, expect, it } from "vitest";
import { RAILS, railsAgainstSandboxes } from "../support/operator-rails";

// The sandboxes' payer pages (docs/OPERATORS.md, The sandboxes), each adapter against its own
// sandbox: a person approves or declines by hand; while someone looks, the automatic approval
// waits; a choice made after the outcome changes nothing and says so.

const { bases, attempt, statusOf, settledStatus, expectExpired } = railsAgainstSandboxes();

describe.each(RAILS)("$name adapter against its sandbox", (rail) => {
  const n = (suffix: string) => `${rail.prefix}000000${suffix}`;

  it("the payer's page approves or declines by hand", async () => {
    for (const decision of ["approve", "decline"] as const) {
      const a = attempt(rail, n("04"));
      const created = await rail.adapter.create(a.ctx, a.request);
      const page = rail.payerPage(created.nextAction, n("04"), bases.get(rail.name) as string);
      const html = await (await fetch(page)).text();
      expect(html).toContain("SANDBOX");
      const action = [...html.matchAll(/action="([^"]+)"/g)]
        .map((m) => m[1] as string)
        .find((u) => rail.name === "wave" || rail.name === "orange_money" || u.includes(created.operatorReference));
      const res = await fetch(action as string, {
        method: "POST",
        body: new URLSearchParams({ decision }),
        redirect: "manual",
      });
      expect(res.status).toBe(303);
      const status = await statusOf(rail, a, created);
      expect(status.state, decision).toBe(decision === "approve" ? "succeeded" : "failed");
    }
  });

  // Where a choice is posted: Wave's launch URL and Orange's payment URL are their own forms'
  // actions; the phone's form posts to the number's page plus the operator's reference.
  const choiceUrl = (created: { operatorReference: string; nextAction: { url?: string | null } }, phone: string) =>
    rail.name === "wave" || rail.name === "orange_money"
      ? (created.nextAction.url as string)
      : `${bases.get(rail.name)}/phone/${phone}/${created.operatorReference}`;
  const choose = (url: string, decision: "approve" | "decline") =>
    fetch(url, { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });

  it("a person on the payer page holds the automatic approval: still pending past it, and their decline fails it", async () => {
    const phone = `${rail.prefix}23456789`;
    const a = attempt(rail, phone);
    const created = await rail.adapter.create(a.ctx, a.request);
    const openedAt = Date.now();
    expect((await fetch(rail.payerPage(created.nextAction, phone, bases.get(rail.name) as string))).status).toBe(200);
    // The automatic approval (600 ms here) would have applied by now had nobody been looking.
    await new Promise((r) => setTimeout(r, Math.max(0, openedAt + 1200 - Date.now())));
    expect((await statusOf(rail, a, created)).state).toBe("pending");
    expect((await choose(choiceUrl(created, phone), "decline")).status).toBe(303);
    const status = await statusOf(rail, a, created);
    expect(status.state).toBe("failed");
    if (status.state === "failed") expect(status.failure.code).toBe(rail.declined);
  });

  it("opened and left alone, it expires instead of approving; a choice then says it changed nothing", async () => {
    const phone = `${rail.prefix}34567891`;
    const a = attempt(rail, phone, { sandboxExpiresInSeconds: 2 });
    const created = await rail.adapter.create(a.ctx, a.request);
    await fetch(rail.payerPage(created.nextAction, phone, bases.get(rail.name) as string));
    const status = await settledStatus(rail, a, created, 6000);
    expectExpired(status);
    const late = await choose(choiceUrl(created, phone), "approve");
    expect(late.status).toBe(409);
    const page = await late.text();
    expect(page).toContain("Ce paiement était déjà expiré ; votre choix n'a rien changé.");
    expect(page).toContain("This payment was already expired; your choice changed nothing.");
  });

  it("a choice made after the automatic approval is told so, and the payment stays approved", async () => {
    const phone = `${rail.prefix}45678912`;
    const a = attempt(rail, phone);
    const created = await rail.adapter.create(a.ctx, a.request);
    const status = await settledStatus(rail, a, created);
    expect(status.state).toBe("succeeded");
    const late = await choose(choiceUrl(created, phone), "decline");
    expect(late.status).toBe(409);
    const page = await late.text();
    expect(page).toContain("Ce paiement était déjà approuvé ; votre choix n'a rien changé.");
    expect(page).toContain("This payment was already approved; your choice changed nothing.");
    expect((await statusOf(rail, a, created)).state).toBe("succeeded");
  });
});

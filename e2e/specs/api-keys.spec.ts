import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { E2E } from "../support/env";
import { label, signInAsAdmin } from "../support/helpers";
import { confirmItsMe } from "../support/step-up";

// The API keys screen as a developer uses it: create a key, reveal it for 5 s, copy it, take a
// snippet, add a webhook endpoint that points at a receiver started here, send a test event and
// see it delivered in the log — and the receiver really got it.

type Got = { headers: IncomingHttpHeaders; body: string };

async function receiver() {
  const got: Got[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/payflow`,
    got,
    close: () => server.close(),
  };
}

test("a developer creates a key, reveals it for 5 s, copies it, adds a webhook and sees a test event delivered", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const name = `Boutique ${randomBytes(3).toString("hex")}`;
  const sink = await receiver();

  await signInAsAdmin(page);
  await page.goto("/dashboard/api-keys");
  await expect(page.getByRole("heading", { name: "Clés API", level: 1 })).toBeVisible();

  // Create a test key: its full value is shown once.
  await page.getByRole("button", { name: "Créer une clé" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Créer une clé" });
  await dialog.getByRole("button", { name: "Créer une clé" }).click();
  await expect(dialog.getByText("Veuillez donner un nom à la clé.")).toBeVisible();
  await dialog.getByLabel(label("Nom de la clé")).fill(name);
  await dialog.getByRole("button", { name: "Créer une clé" }).click();
  const fresh = page.getByRole("dialog", { name: "Votre nouvelle clé" });
  const fullKey = (await fresh.getByTestId("secret-value").textContent())?.trim() ?? "";
  expect(fullKey).toMatch(/^sk_test_[A-Za-z0-9]{32,}$/);
  await fresh.getByRole("button", { name: "Terminé" }).click();

  // Listed masked; reveal shows it, then it is masked again after 5 s.
  const row = page.getByTestId("api-key-row").filter({ hasText: name });
  const value = row.getByTestId("api-key-value");
  await expect(value).toHaveText(`sk_test_••••••••${fullKey.slice(-4)}`);
  await row.getByRole("button", { name: `Afficher ${name}` }).click();
  await expect(value).toHaveText(fullKey);
  await expect(value).toHaveText(/••••/, { timeout: 7000 });
  // Clicking again while shown hides at once.
  await row.getByRole("button", { name: `Afficher ${name}` }).click();
  await expect(value).toHaveText(fullKey);
  await row.getByRole("button", { name: `Masquer ${name}` }).click();
  await expect(value).toHaveText(/••••/);

  await row.getByRole("button", { name: `Copier ${name}` }).click();
  await expect(page.getByText("Clé API copiée dans le presse-papiers.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullKey);

  // The snippet is built for this server; copying puts a working key in it.
  await expect(page.getByTestId("snippet-curl")).toContainText(`${new URL(page.url()).origin}/v1/payments`);
  await page.getByRole("button", { name: "Copier l'exemple cURL" }).click();
  await expect(page.getByRole("button", { name: "Code copié !" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /Authorization: Bearer sk_test_[A-Za-z0-9]{32,}/,
  );

  // Add a webhook endpoint pointing at the receiver; its secret is shown once.
  await page.getByRole("button", { name: "Ajouter un webhook" }).click();
  const add = page.getByRole("dialog", { name: "Ajouter un point de terminaison webhook" });
  await add.getByLabel(label("URL du point de terminaison")).fill(sink.url);
  await add.getByRole("button", { name: "Enregistrer" }).click();
  const secretDialog = page.getByRole("dialog", { name: "Secret de signature" });
  await expect(secretDialog.getByTestId("secret-value")).toHaveText(/^whsec_/);
  await secretDialog.getByRole("button", { name: "Terminé" }).click();

  const endpoint = page.getByTestId("webhook-row").filter({ hasText: sink.url });
  await expect(endpoint).toContainText("Actif");
  await expect(endpoint).toContainText("payment.success");
  await endpoint.getByRole("button", { name: "Envoyer un événement de test" }).click();
  await expect(page.getByText(`Un événement webhook.test part vers ${sink.url}.`)).toBeVisible();
  const delivery = endpoint.getByTestId("delivery").first();
  await expect(delivery).toHaveAttribute("data-status", "delivered", { timeout: 20_000 });
  await expect(delivery).toContainText("webhook.test");
  await expect(delivery.getByTestId("attempt")).toContainText("200");
  expect(sink.got).toHaveLength(1);
  expect(sink.got[0]?.headers["webhook-id"]).toMatch(/^msg_/);
  expect(JSON.parse(sink.got[0]?.body ?? "{}")).toMatchObject({ type: "webhook.test" });

  // Deleting asks first, then the endpoint is gone.
  await endpoint.getByRole("button", { name: `Supprimer ${sink.url}` }).click();
  await page
    .getByRole("dialog", { name: "Supprimer ce point de terminaison ?" })
    .getByRole("button", { name: "Supprimer" })
    .click();
  await expect(endpoint).toHaveCount(0);

  // Revoking asks first, then the key says so.
  await row.getByRole("button", { name: `Révoquer ${name}` }).click();
  await page.getByRole("dialog", { name: "Révoquer cette clé ?" }).getByRole("button", { name: "Révoquer" }).click();
  await expect(row).toContainText("Révoquée");

  // A restricted key: only the scopes chosen, shown on the key beside its maker.
  await page.getByRole("button", { name: "Créer une clé" }).first().click();
  const restricted = page.getByRole("dialog", { name: "Créer une clé" });
  await restricted.getByLabel(label("Nom de la clé")).fill(`Lecture ${name}`);
  await restricted.getByRole("radio", { name: /Restreint/ }).check();
  await restricted.getByRole("button", { name: "Créer une clé" }).click();
  await expect(restricted.getByText("Choisissez au moins une autorisation pour une clé restreinte.")).toBeVisible();
  await restricted.getByRole("checkbox", { name: /Tout lire/ }).check();
  await restricted.getByRole("button", { name: "Créer une clé" }).click();
  await page.getByRole("dialog", { name: "Votre nouvelle clé" }).getByRole("button", { name: "Terminé" }).click();
  const readOnly = page.getByTestId("api-key-row").filter({ hasText: `Lecture ${name}` });
  await expect(readOnly.getByTestId("api-key-scopes")).toHaveText("Tout lire");
  await expect(readOnly.getByTestId("api-key-maker")).toContainText("Créée par");

  // A live key moves real money: the person confirms it is them before it is made.
  await page.getByRole("button", { name: "Créer une clé" }).first().click();
  const live = page.getByRole("dialog", { name: "Créer une clé" });
  await live.getByLabel(label("Nom de la clé")).fill(`Réelle ${name}`);
  await live.getByText("Live", { exact: true }).click();
  await live.getByRole("button", { name: "Créer une clé" }).click();
  await confirmItsMe(page, { password: E2E.admin.password });
  const liveKey = page.getByRole("dialog", { name: "Votre nouvelle clé" });
  await expect(liveKey.getByTestId("secret-value")).toHaveText(/^sk_live_[A-Za-z0-9]{32,}$/);
  await liveKey.getByRole("button", { name: "Terminé" }).click();
  sink.close();
});

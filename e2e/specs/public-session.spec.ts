import { expect, test } from "@playwright/test";

// The sign-in and registration pages ask whether someone is already signed in (to send them to
// their area); for a visitor without a session that question must not end in a console error.

for (const [path, heading] of [
  ["/login", "Connexion à PayFlow"],
  ["/register", "Créez votre compte PayFlow"],
] as const) {
  test(`${path} without a session logs no error in the console`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}

import { expect, test } from "@playwright/test";

// /docs/api, the merchant API's reference (Scalar), on a 375 px phone: it fits the screen, its
// script arrives compressed, and Scalar's own toolbar (Generate SDKs / Share) is not there.

test.use({ viewport: { width: 375, height: 812 } });

test("the API reference fits a 375 px phone, comes compressed and has no Generate SDKs / Share bar", async ({
  page,
}) => {
  const script = page.waitForResponse((r) => r.url().endsWith("/standalone.js"));
  await page.goto("/docs/api");
  expect((await script).headers()["content-encoding"]).toBe("br");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Generate SDKs")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Share/ })).toHaveCount(0);
  // The page does not scroll sideways (it was 399 px wide: Scalar's operation sections, once
  // their request samples and content types are drawn, overflowed their padding by 24 px).
  await expect(page.locator(".selected-content-type").first()).toBeVisible();
  await expect(page.locator(".scalar-codeblock-pre").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Page weight rules that a bundler cannot check: what a page imports at its top decides what
// the browser downloads before the page shows.
const src = path.resolve(import.meta.dirname, "../src");
const files = (readdirSync(src, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => ({ name: f.split(path.sep).join("/"), text: readFileSync(path.join(src, f), "utf8") }));

describe("imports that keep pages light", () => {
  it("only lib/toast and the lazy container load @mantine/notifications", () => {
    const direct = files.filter(
      (f) =>
        /from "@mantine\/notifications"/.test(f.text) &&
        !/^import type/m.test(f.text.match(/.*@mantine\/notifications".*/)?.[0] ?? ""),
    );
    expect(direct.map((f) => f.name)).toEqual([]);
  });

  it("every file showing an errors.* text loads the error catalogue", () => {
    const missing = files.filter(
      (f) =>
        !f.name.startsWith("i18n/") &&
        /["'`]errors\.[a-zA-Z$]/.test(f.text) &&
        // directly, or through lib/errors or lib/form, which import it
        !/import "(\.\.?\/)+i18n\/error-texts";|from "(\.\.?\/)+lib\/(errors|form)";|from "\.\/(errors|form)";/.test(
          f.text,
        ),
    );
    expect(missing.map((f) => f.name)).toEqual([]);
  });
});

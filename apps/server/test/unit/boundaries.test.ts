import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";

// `npm run boundaries` (scripts/boundaries.mjs) must fail on a file that breaks a layer or is too
// long. The probes are written into the real tree for the time of one run and always removed;
// their names start with __probe, which .gitignore keeps out of any commit.
const root = path.resolve(import.meta.dirname, "../../../..");
const id = `${process.pid}-${Date.now()}`;
const server = "apps/server/src";
const probes = {
  platform: `${server}/db/__probe-platform-${id}.ts`,
  module: `${server}/modules/clients/__probe-module-${id}.ts`,
  cycleA: `${server}/lib/__probe-cycle-a-${id}.ts`,
  cycleB: `${server}/lib/__probe-cycle-b-${id}.ts`,
  long: `${server}/lib/__probe-long-${id}.ts`,
};
const contents: Record<keyof typeof probes, string> = {
  platform: `import { findCustomRole } from "../modules/roles/queries";\nexport const probe = findCustomRole;\n`,
  module: `import { findCustomRole } from "../roles/queries";\nexport const probe = findCustomRole;\n`,
  cycleA: `import { b } from "./__probe-cycle-b-${id}";\nexport const a = () => b;\n`,
  cycleB: `import { a } from "./__probe-cycle-a-${id}";\nexport const b = () => a;\n`,
  long: `${Array.from({ length: 400 }, (_, n) => `// line ${n + 1}`).join("\n")}\nexport {};\n`,
};

describe("npm run boundaries", () => {
  it("fails naming a platform file that imports a feature, a module reaching past another's face, a cycle and a 401-line file", () => {
    let run: ReturnType<typeof spawnSync>;
    try {
      for (const [name, file] of Object.entries(probes)) {
        writeFileSync(path.join(root, file), contents[name as keyof typeof probes]);
      }
      run = spawnSync(process.execPath, ["scripts/boundaries.mjs"], { cwd: root, encoding: "utf8" });
    } finally {
      for (const file of Object.values(probes)) rmSync(path.join(root, file), { force: true });
    }
    // Colours (when CI forces them) bold the paths inside a line: compare the plain text.
    const output = stripVTControlCharacters(`${run.stdout}${run.stderr}`);
    expect(run.status).toBe(1);
    expect(output).toMatch(
      new RegExp(`platform-imports-no-feature: ${probes.platform} → ${server}/modules/roles/queries\\.ts`),
    );
    expect(output).toMatch(
      new RegExp(`module-through-its-face: ${probes.module} → ${server}/modules/roles/queries\\.ts`),
    );
    expect(output).toMatch(new RegExp(`no-cycles: ${server}/lib/__probe-cycle-[ab]-${id}\\.ts`));
    expect(output).toContain(`${probes.long}: 401 lines`);
  }, 120_000);
});

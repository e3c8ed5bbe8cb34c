// `npm run generate -w packages/sdk`: the SDK's types come from the merchant API itself. Builds
// /v1's OpenAPI 3.1 document from the same routes and zod contracts that validate each request
// (no database needed), writes it to openapi.json, and turns it into `paths` types with
// openapi-typescript (src/generated/schema.ts). The SDK's requests are typed by path against
// these types, so a change of the API that the SDK does not follow fails its build.
// A test (apps/server/test/api/sdk-package.test.ts) checks the committed files equal a fresh run.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { createMerchantApi } from "../../../apps/server/src/merchant-api/app.ts";
import { LATEST_API_VERSION } from "../../../packages/contracts/src/api-versions.ts";

const sdk = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const root = path.resolve(sdk, "../..");

export const outputs = {
  json: path.join(sdk, "openapi.json"),
  schema: path.join(sdk, "src/generated/schema.ts"),
  version: path.join(sdk, "src/generated/api-version.ts"),
};

/** The text as the house's Biome formats it, so that a fresh run equals what `npm run format` left. */
function formatted(text: string, file: string) {
  const run = spawnSync(
    process.execPath,
    [path.join(root, "scripts/biome.mjs"), "format", `--stdin-file-path=${path.relative(root, file)}`],
    { cwd: root, input: text, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`Biome could not format ${file}: ${run.stderr}`);
  return run.stdout;
}

type Document = ReturnType<ReturnType<typeof createMerchantApi>["getOpenAPI31Document"]>;

/**
 * The document with each refusal (4xx, 5xx) written once under `components.responses` and
 * referred to from every operation: the API repeats its error shape on each route, which the
 * types would otherwise repeat 300 times. The same document in meaning, only shorter.
 */
function sharedErrors(document: Document): Document {
  const copy: Document = JSON.parse(JSON.stringify(document));
  const shared: Record<string, unknown> = {};
  const names = new Map<string, string>();
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      const responses = (operation as { responses?: Record<string, unknown> } | undefined)?.responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (!/^[45]/.test(status) || !responses) continue;
        const text = JSON.stringify(response);
        let name = names.get(text);
        if (!name) {
          name = `Error${status}${Object.keys(shared).some((n) => n.startsWith(`Error${status}`)) ? `_${names.size}` : ""}`;
          names.set(text, name);
          shared[name] = response;
        }
        responses[status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  copy.components = {
    ...copy.components,
    responses: { ...copy.components?.responses, ...shared },
  } as Document["components"];
  return copy;
}

/** The merchant API's document, as `/v1/openapi.json` serves it, and its `paths` types. */
export async function generate(version = JSON.parse(readFileSync(path.join(sdk, "package.json"), "utf8")).version) {
  const document = createMerchantApi(version).getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: "PayFlow merchant API", version },
    servers: [{ url: "/v1" }],
  });
  const json = `${JSON.stringify(document, null, 2)}\n`;
  const ast = await openapiTS(sharedErrors(document) as Parameters<typeof openapiTS>[0], { alphabetize: false });
  const schema = `// Written by scripts/generate.ts from the merchant API's OpenAPI document: do not edit.\n${astToString(ast)}`;
  // The API version these types describe: the SDK asks every answer in it (PayFlow-Version),
  // whatever version the merchant's key is pinned to (docs/API.md § Versions).
  const apiVersion = `// Written by scripts/generate.ts: the merchant API version the generated types describe.\nexport const API_VERSION = "${LATEST_API_VERSION}";\n`;
  return {
    json: formatted(json, outputs.json),
    schema: formatted(schema, outputs.schema),
    version: formatted(apiVersion, outputs.version),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { json, schema, version } = await generate();
  await writeFile(outputs.json, json);
  await writeFile(outputs.schema, schema);
  await writeFile(outputs.version, version);
  console.log(
    `Wrote ${path.relative(process.cwd(), outputs.json)} and ${path.relative(process.cwd(), outputs.schema)}`,
  );
}

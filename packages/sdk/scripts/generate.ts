// `npm run generate -w packages/sdk` (run by its build, `npm run typecheck` and `npm test` first):
// the SDK's types come from the merchant API itself, at build time. Builds the document
// /v1/openapi.json serves (v1OpenApi, from the same routes and zod contracts that validate each
// request; no database needed), writes it to openapi.json, and turns it into `paths` types with
// openapi-typescript (src/generated/schema.ts). Neither is committed: the SDK's requests are typed
// by path against them, so a change of the API that the SDK does not follow fails its build.
// src/generated/api-version.ts, the version they describe, is committed (the client sends it);
// a test checks it is the latest.
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { createMerchantApi, v1OpenApi } from "../../../apps/server/src/merchant-api/app.ts";
import { LATEST_API_VERSION } from "../../../packages/contracts/src/api-versions.ts";

const sdk = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const outputs = {
  json: path.join(sdk, "openapi.json"),
  schema: path.join(sdk, "src/generated/schema.ts"),
  version: path.join(sdk, "src/generated/api-version.ts"),
};

type Document = ReturnType<typeof v1OpenApi>;

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

/** The merchant API's document, as `/v1/openapi.json` serves it, its `paths` types, and their version. */
export async function generate(version = JSON.parse(readFileSync(path.join(sdk, "package.json"), "utf8")).version) {
  const document = v1OpenApi(createMerchantApi(version), version);
  const ast = await openapiTS(sharedErrors(document) as Parameters<typeof openapiTS>[0], { alphabetize: false });
  return {
    json: `${JSON.stringify(document, null, 2)}\n`,
    schema: `// Written by scripts/generate.ts from the merchant API's OpenAPI document: do not edit.\n${astToString(ast)}`,
    // The API version these types describe: the SDK asks every answer in it (PayFlow-Version),
    // whatever version the merchant's key is pinned to (docs/API.md § Versions).
    version: `// Written by scripts/generate.ts: the merchant API version the generated types describe.\nexport const API_VERSION = "${LATEST_API_VERSION}";\n`,
  };
}

/** Writes the three files. */
export async function writeGenerated(): Promise<void> {
  const { json, schema, version } = await generate();
  await Promise.all([
    writeFile(outputs.json, json),
    writeFile(outputs.schema, schema),
    writeFile(outputs.version, version),
  ]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await writeGenerated();
  console.log(
    `Wrote ${path.relative(process.cwd(), outputs.json)} and ${path.relative(process.cwd(), outputs.schema)}`,
  );
}

// The layers and boundaries of docs/ARCHITECTURE.md ("Layers and boundaries"), checked by
// `npm run boundaries` (scripts/boundaries.mjs, a step of `npm test`). Type-only imports count:
// a layer that needs another's types depends on it all the same.

const SERVER = "^apps/server/src/";
const PLATFORM = `${SERVER}(db|http|auth|mail|realtime|jobs|config|lib|operators|fne)/`;
const FEATURES = `${SERVER}(modules|merchant-api|demo|sandboxes)/`;
// The files that put the server together (app.ts, main.ts, bootstrap.ts, background.ts…): above
// every layer. deps.ts, the type of what they hand down, is the one the platform may import.
const COMPOSITION = `${SERVER}[^/]+\\.ts$`;
const DEPS = `${SERVER}deps\\.ts$`;
const MODULES = `${SERVER}modules/`;
const MODULE_FACE = `${MODULES}[^/]+/index\\.ts$`;
const WEB_FEATURES = "^apps/web/src/features/";
const WEB_FEATURE_FACE = `${WEB_FEATURES}[^/]+/index\\.tsx?$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment:
        "An import cycle ties its files into one piece that can only be understood and changed together. " +
        "A cycle closed only by type imports is left out: the web's i18n/index.ts declares every feature's " +
        "strings for i18next's types (docs/CONVENTIONS.md, Web), and nothing of it runs.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "platform-imports-no-feature",
      comment:
        "The platform (db, http, auth, mail, realtime, jobs, config, lib, operators, fne) serves the features; " +
        "what it needs from one is passed in from above (deps, arguments), never imported.",
      severity: "error",
      from: { path: PLATFORM },
      to: { path: [FEATURES, COMPOSITION], pathNot: DEPS },
    },
    {
      name: "module-through-its-face",
      comment: "A module reaches another module only through its index.ts, never its queries, service or routes.",
      severity: "error",
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, MODULE_FACE] },
    },
    {
      name: "modules-through-their-faces",
      comment: "app.ts, merchant-api/, demo/ and the rest of the server use a module through its index.ts only.",
      severity: "error",
      from: { path: SERVER, pathNot: MODULES },
      to: { path: MODULES, pathNot: MODULE_FACE },
    },
    {
      name: "web-feature-through-its-face",
      comment: "A web feature reaches another feature only through that feature's index.ts.",
      severity: "error",
      from: { path: `${WEB_FEATURES}([^/]+)/` },
      to: { path: WEB_FEATURES, pathNot: [`${WEB_FEATURES}$1/`, WEB_FEATURE_FACE] },
    },
    {
      name: "web-shared-imports-no-feature",
      comment: "src/lib and src/components are shared by the features, so they import none.",
      severity: "error",
      from: { path: "^apps/web/src/(lib|components)/" },
      to: { path: WEB_FEATURES },
    },
    {
      name: "apps-apart",
      comment: "The server and the web share only @payflow/contracts; neither imports the other.",
      severity: "error",
      from: { path: "^apps/(server|web)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "contracts-import-no-app",
      comment: "The contracts package is below both apps.",
      severity: "error",
      from: { path: "^packages/contracts/" },
      to: { path: "^apps/" },
    },
  ],
  options: {
    includeOnly: "^(apps/(server|web)/src|packages/contracts/src)/",
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "default"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"],
    },
  },
};

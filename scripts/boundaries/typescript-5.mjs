// dependency-cruiser 16 reads TypeScript through TypeScript's compiler API of 5.x and earlier;
// the workspace's `typescript` is 7 (the native compiler, which has no such API), so
// dependency-cruiser would skip every .ts file and find nothing. This points the `typescript`
// that dependency-cruiser asks for — and only its — at the 5.9 copy installed as `typescript-5`.
// Its version check uses require(), its parser import(): both are redirected.
import Module, { register } from "node:module";

const ASKED_BY_CRUISER = /[\\/]node_modules[\\/]dependency-cruiser[\\/]/;
const redirect = (request) => request.replace(/^typescript(?=$|\/)/, "typescript-5");

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const asked = ASKED_BY_CRUISER.test(parent?.filename ?? "");
  return resolveFilename.call(this, asked ? redirect(request) : request, parent, ...rest);
};

register(
  `data:text/javascript,${encodeURIComponent(`
    export function resolve(specifier, context, next) {
      const asked = ${ASKED_BY_CRUISER}.test(context.parentURL ?? "");
      return next(asked ? specifier.replace(/^typescript(?=$|\\/)/, "typescript-5") : specifier, context);
    }`)}`,
);

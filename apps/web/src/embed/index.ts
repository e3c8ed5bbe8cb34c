// payflow.js as a module (docs/API.md § payflow.js): `import { checkout } from ".../embed"` in a
// merchant's bundled front end; give `baseUrl` (PayFlow's address) there, the script tag's
// version finds it by itself.

export { type CheckoutOptions, checkout } from "./checkout";
export type { CheckoutOutcome } from "./messages";

// The checkout-origins module's face (docs/CONVENTIONS.md): the websites a business lets show its
// checkout in payflow.js's overlay (docs/API.md § payflow.js) — the setting's routes, the
// checkout page's framing rule and the checkout status's CORS.

export { checkoutCors, checkoutPageCsp, registerCheckoutPage } from "./page";
export { registerCheckoutOriginRoutes } from "./routes";

// The payment links module's face (docs/API.md § Payment links): a reusable request for money,
// each payer's visit making its own payment through the payments engine. The dashboard's and
// the payer's routes, and what the merchant API (/v1/payment_links) calls.
export { registerPaymentLinkPage } from "./page";
export { registerPublicPaymentLinkRoutes } from "./public-routes";
export { findLink, listLinks } from "./queries";
export { registerPaymentLinkRoutes } from "./routes";
export {
  createLink,
  deactivateLink,
  getLink,
  type LinkCaller,
  linkMadeUnder,
  toPaymentLink,
  updateLink,
} from "./service";

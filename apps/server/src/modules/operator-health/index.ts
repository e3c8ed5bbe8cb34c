// The operator-health module's face: what app.ts, the merchant API, the checkout and the payments
// engine may use (docs/CONVENTIONS.md). Each operator's status measured from PayFlow's own traffic.
export { registerOperatorHealthRoutes } from "./routes";
export { operatorHealth, operatorStatuses, operatorsDown } from "./service";

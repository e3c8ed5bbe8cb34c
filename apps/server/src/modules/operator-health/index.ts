// The operator-health module's face: what app.ts, the merchant API and the checkout may use
// (docs/CONVENTIONS.md). Each operator's status measured from PayFlow's own traffic.
export { registerOperatorHealthRoutes } from "./routes";
export { operatorHealth, operatorsDown } from "./service";
export { watchOperatorStatuses } from "./watch";

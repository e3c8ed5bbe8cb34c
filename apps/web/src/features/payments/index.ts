// What other features use of payments (docs/CONVENTIONS.md, "Layers and size"): the failure
// reasons (paymentFailure.*), which the portal's receipt shows as the payer saw them.
import "./failure-i18n";

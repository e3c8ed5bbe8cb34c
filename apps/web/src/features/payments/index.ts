// What other features use of payments (docs/CONVENTIONS.md, "Layers and size"): the checkout's
// texts, whose failure reasons (checkout.failure.*) the portal's receipt shows as the payer saw them.
import "./checkout/i18n";

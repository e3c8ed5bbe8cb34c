// The accounts module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// Registration, sign-in and sign-out; the account checks other modules share.
export { emailExists, findDefaultCompany, linkClientRecordByEmail } from "./queries";
export { registerAccountRoutes } from "./routes";
export { completeSignIn, limitAttempts, limitPasswordCheck, type SignedIn, signInResult } from "./service";

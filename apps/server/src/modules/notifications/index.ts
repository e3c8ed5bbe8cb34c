// The notifications module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// In-app notifications, and telling people outside the app (email, WhatsApp) per their preferences.
export { tellOutside } from "./outside";
export { listCompanyPeople } from "./people";
export { registerNotificationRoutes } from "./routes";
export { notify } from "./service";

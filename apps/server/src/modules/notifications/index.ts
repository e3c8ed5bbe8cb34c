// The notifications module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// In-app notifications, and telling people outside the app (email, WhatsApp) per their preferences.
export { notifyHolders } from "./holders";
export { tellOutside, toldOutside } from "./outside";
export { companyPeopleJson, listCompanyPeople } from "./people";
export { notificationNotices, notificationsInsert, writeNotifications } from "./queries";
export { registerNotificationRoutes } from "./routes";
export { type NewNotification, notify } from "./service";

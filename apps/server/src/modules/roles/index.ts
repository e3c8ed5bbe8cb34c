// The roles module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// Custom roles and the authority rules every change of a role or a person goes through.
export { assertHoldsAll, capabilitiesOfRole } from "./authority";
export { customRolesJson, listCustomRoles } from "./queries";
export { registerRoleRoutes } from "./routes";
export { assertRoleExists } from "./service";

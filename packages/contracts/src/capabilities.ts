// Capabilities and roles (docs/PRODUCT.md §3 "Capabilities", §6). One list shared by server and web:
// the server enforces it on every route, the web only hides what the server would refuse.

export const CAPABILITIES = [
  "viewDashboard",
  "viewTransactions",
  "exportTransactions",
  "manageClients",
  "viewClients",
  "usePOS",
  "viewReports",
  "generateReports",
  "manageUsers",
  "manageRoles",
  "assignRoles",
  "manageSettings",
  "managePaymentAccounts",
  "manageApiKeys",
  "administerApiKeys",
  "manageOperatorCredentials",
  "configureWebhooks",
  "manageSupportTickets",
  "manageTeam",
  "createPayouts",
  "approvePayouts",
  "manageAll",
] as const;

export type Capability = (typeof CAPABILITIES)[number];

export const CAPABILITY_GROUPS = [
  "dashboard",
  "transactions",
  "clients",
  "pos",
  "reports",
  "users",
  "settings",
  "support",
  "payouts",
  "admin",
] as const;

export type CapabilityGroup = (typeof CAPABILITY_GROUPS)[number];

export const CAPABILITY_GROUP: Record<Capability, CapabilityGroup> = {
  viewDashboard: "dashboard",
  viewTransactions: "transactions",
  exportTransactions: "transactions",
  manageClients: "clients",
  viewClients: "clients",
  usePOS: "pos",
  viewReports: "reports",
  generateReports: "reports",
  manageUsers: "users",
  manageRoles: "users",
  assignRoles: "users",
  manageTeam: "users",
  manageSettings: "settings",
  managePaymentAccounts: "settings",
  manageApiKeys: "settings",
  administerApiKeys: "settings",
  manageOperatorCredentials: "settings",
  configureWebhooks: "settings",
  manageSupportTickets: "support",
  createPayouts: "payouts",
  approvePayouts: "payouts",
  manageAll: "admin",
};

export const STAFF_ROLES = ["admin", "manager", "developer", "support", "user", "finance"] as const;
export type StaffSystemRole = (typeof STAFF_ROLES)[number];
export const CLIENT_ROLE = "client" as const;
export const SYSTEM_ROLES = [...STAFF_ROLES, CLIENT_ROLE] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

/**
 * Built-in capability lists of the system roles (docs/PRODUCT.md §6). The client role has none: portal only.
 * manageOperatorCredentials (the company's operator keys and callback secrets, which can sign an
 * operator's "paid" callback) is in no list: only admin holds it, through manageAll, unless a
 * custom role is given it explicitly. administerApiKeys (seeing or replacing keys other people made,
 * which act with their makers' rights: docs/API.md § Keys and scopes) likewise.
 */
export const SYSTEM_ROLE_CAPABILITIES: Record<SystemRole, readonly Capability[]> = {
  admin: ["manageAll"],
  manager: ["viewDashboard", "viewTransactions", "manageClients", "viewReports", "managePaymentAccounts", "usePOS"],
  developer: ["viewDashboard", "viewTransactions", "manageApiKeys", "configureWebhooks"],
  support: ["viewDashboard", "viewClients", "viewTransactions", "manageSupportTickets"],
  user: ["viewDashboard", "viewTransactions", "usePOS"],
  finance: ["viewDashboard", "viewTransactions", "viewReports", "generateReports", "createPayouts", "approvePayouts"],
  client: [],
};

/**
 * Capabilities a system role holds in test mode only (docs/PAYOUTS.md § Who may pay out): a
 * developer creates payouts against the sandboxes to build an integration, never with real money.
 */
export const SYSTEM_ROLE_TEST_MODE_CAPABILITIES: Partial<Record<SystemRole, readonly Capability[]>> = {
  developer: ["createPayouts"],
};

/** What a role holds in a mode: its capabilities, plus its test-mode ones in test mode. */
export function capabilitiesInMode(
  role: string,
  capabilities: readonly Capability[],
  mode: "test" | "live",
): Capability[] {
  const extra = mode === "test" && isSystemRole(role) ? (SYSTEM_ROLE_TEST_MODE_CAPABILITIES[role] ?? []) : [];
  return [...capabilities, ...extra.filter((c) => !capabilities.includes(c))];
}

/** Whether a role holds a capability in a mode (its test-mode ones counted in test mode). */
export function holdsInMode(
  role: string,
  capabilities: readonly Capability[],
  mode: "test" | "live",
  needed: Capability,
): boolean {
  return hasCapability(capabilitiesInMode(role, capabilities, mode), needed);
}

/** English names of the system roles: the API's display name and the web's English text. */
export const SYSTEM_ROLE_LABELS: Record<SystemRole, string> = {
  admin: "Administrator",
  manager: "Manager",
  developer: "Developer",
  support: "Support",
  user: "Standard User",
  finance: "Finance",
  client: "Client",
};

export function isSystemRole(role: string): role is SystemRole {
  return (SYSTEM_ROLES as readonly string[]).includes(role);
}

export function isClientRole(role: string): boolean {
  return role === CLIENT_ROLE;
}

/**
 * A role's capabilities: the built-in list for a system role, else the stored custom role's
 * list, else empty (docs/PRODUCT.md §6).
 */
export function resolveCapabilities(
  role: string,
  customRoles: ReadonlyArray<{ name: string; capabilities: readonly string[] }> = [],
): Capability[] {
  if (isSystemRole(role)) return [...SYSTEM_ROLE_CAPABILITIES[role]];
  const custom = customRoles.find((r) => r.name === role);
  if (!custom) return [];
  return custom.capabilities.filter((c): c is Capability => (CAPABILITIES as readonly string[]).includes(c));
}

/**
 * Capabilities that include another: whoever may manage clients may also see them (the
 * manager role has manageClients without viewClients, yet their work is on the Clients screen).
 */
const IMPLIED_BY: Partial<Record<Capability, readonly Capability[]>> = {
  viewClients: ["manageClients"],
};

/** manageAll grants everything. */
export function hasCapability(capabilities: readonly string[], needed: Capability): boolean {
  if (capabilities.includes("manageAll") || capabilities.includes(needed)) return true;
  return (IMPLIED_BY[needed] ?? []).some((c) => capabilities.includes(c));
}

/**
 * True when someone holding `actor` holds every capability of `target` (manageAll holds all).
 * The rule behind every grant: nobody hands out, edits or removes a capability they lack.
 */
export function coversCapabilities(actor: readonly string[], target: readonly string[]): boolean {
  return target.every((c) => hasCapability(actor, c as Capability));
}

import type { Capability } from "@payflow/contracts/capabilities";

export type NavItem = {
  key:
    | "dashboard"
    | "transactions"
    | "clients"
    | "pos"
    | "paymentLinks"
    | "invoices"
    | "recurringPlans"
    | "reports"
    | "payouts"
    | "users"
    | "settings"
    | "support"
    | "myTransactions"
    | "myInvoices"
    | "profile";
  to: string;
  /** The home item is active only on the exact area home. */
  exact?: boolean;
  /** docs/PRODUCT.md §6 'Side navigation requires': one capability, or any of several (in the current mode). */
  requires?: Capability | readonly Capability[];
};

export const STAFF_NAV: readonly NavItem[] = [
  { key: "dashboard", to: "/dashboard", exact: true },
  { key: "transactions", to: "/dashboard/transactions", requires: "viewTransactions" },
  { key: "clients", to: "/dashboard/clients", requires: "viewClients" },
  { key: "pos", to: "/dashboard/pos", requires: "usePOS" },
  { key: "paymentLinks", to: "/dashboard/payment-links", requires: "usePOS" },
  { key: "invoices", to: "/dashboard/invoices", requires: "viewTransactions" },
  { key: "recurringPlans", to: "/dashboard/recurring-plans", requires: "usePOS" },
  { key: "reports", to: "/dashboard/reports", requires: "viewReports" },
  { key: "payouts", to: "/dashboard/payouts", requires: ["createPayouts", "approvePayouts"] },
  { key: "users", to: "/dashboard/users", requires: "manageUsers" },
  { key: "settings", to: "/dashboard/settings", requires: "manageSettings" },
  { key: "support", to: "/dashboard/support" },
];

export const CLIENT_NAV: readonly NavItem[] = [
  { key: "dashboard", to: "/client-dashboard", exact: true },
  { key: "myTransactions", to: "/client-dashboard/transactions" },
  { key: "myInvoices", to: "/client-dashboard/invoices" },
  { key: "profile", to: "/client-dashboard/profile" },
  { key: "support", to: "/client-dashboard/support" },
];

/** Active when the path equals or begins with the item's route; home only when exact. */
export function isNavItemActive(pathname: string, item: NavItem): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (item.exact) return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}

import { describe, expect, it } from "vitest";
import { CLIENT_NAV, isNavItemActive, STAFF_NAV } from "../src/app/nav";
import { allowedReturnPath, homePathFor } from "../src/features/accounts/hooks/home-path";
import { unreadBadgeLabel } from "../src/features/notifications/components/NotificationBell";

const item = (key: string) => {
  const found = [...STAFF_NAV, ...CLIENT_NAV].find((i) => i.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe("side navigation active rules", () => {
  it("home is active only on the exact area home", () => {
    const home = STAFF_NAV[0];
    if (!home) throw new Error("no home");
    expect(isNavItemActive("/dashboard", home)).toBe(true);
    expect(isNavItemActive("/dashboard/", home)).toBe(true);
    expect(isNavItemActive("/dashboard/clients", home)).toBe(false);
  });

  it("other items are active on their path and below it", () => {
    expect(isNavItemActive("/dashboard/clients", item("clients"))).toBe(true);
    expect(isNavItemActive("/dashboard/clients/cus_1", item("clients"))).toBe(true);
    expect(isNavItemActive("/dashboard/clientsx", item("clients"))).toBe(false);
  });

  it("staff items carry the spec's required capabilities", () => {
    expect(Object.fromEntries(STAFF_NAV.map((i) => [i.key, i.requires ?? null]))).toEqual({
      dashboard: null,
      transactions: "viewTransactions",
      clients: "viewClients",
      pos: "usePOS",
      paymentLinks: "usePOS",
      invoices: "viewTransactions",
      recurringPlans: "usePOS",
      reports: "viewReports",
      payouts: ["createPayouts", "approvePayouts"],
      users: "manageUsers",
      settings: "manageSettings",
      support: null,
    });
    expect(CLIENT_NAV.map((i) => i.key)).toEqual(["dashboard", "myTransactions", "myInvoices", "profile", "support"]);
  });
});

describe("unread badge", () => {
  it("is hidden at zero, shows the count, and 9+ above 9", () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(1)).toBe("1");
    expect(unreadBadgeLabel(9)).toBe("9");
    expect(unreadBadgeLabel(10)).toBe("9+");
  });
});

describe("where sign-in leads", () => {
  it("sends clients to their portal and everyone else to the dashboard", () => {
    expect(homePathFor("client")).toBe("/client-dashboard");
    expect(homePathFor("manager")).toBe("/dashboard");
    expect(homePathFor("cashier")).toBe("/dashboard");
  });

  it("returns to the attempted location only inside the role's area", () => {
    expect(allowedReturnPath("/dashboard/clients", "admin")).toBe("/dashboard/clients");
    expect(allowedReturnPath("/dashboard/clients", "client")).toBeNull();
    expect(allowedReturnPath("/client-dashboard/profile", "client")).toBe("/client-dashboard/profile");
    expect(allowedReturnPath("//evil.example/dashboard", "admin")).toBeNull();
    expect(allowedReturnPath(undefined, "admin")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  CAPABILITIES,
  CAPABILITY_GROUP,
  hasCapability,
  resolveCapabilities,
  SYSTEM_ROLE_CAPABILITIES,
  SYSTEM_ROLES,
} from "../src/capabilities";

describe("capabilities (PRODUCT.md §6)", () => {
  it("gives system roles their built-in lists", () => {
    expect(resolveCapabilities("admin")).toEqual(["manageAll"]);
    expect(resolveCapabilities("user")).toEqual(["viewDashboard", "viewTransactions", "usePOS"]);
    expect(resolveCapabilities("client")).toEqual([]);
  });

  it("uses a custom role's stored list, ignoring unknown names, else nothing", () => {
    const custom = [{ name: "cashier", capabilities: ["usePOS", "flyToMoon"] }];
    expect(resolveCapabilities("cashier", custom)).toEqual(["usePOS"]);
    expect(resolveCapabilities("ghost", custom)).toEqual([]);
  });

  it("never lets a custom role shadow a system role", () => {
    expect(resolveCapabilities("admin", [{ name: "admin", capabilities: ["usePOS"] }])).toEqual(["manageAll"]);
  });

  it("manageAll grants everything", () => {
    for (const c of CAPABILITIES) expect(hasCapability(["manageAll"], c)).toBe(true);
    expect(hasCapability(["usePOS"], "manageUsers")).toBe(false);
  });

  it("managing clients includes seeing them", () => {
    expect(hasCapability(SYSTEM_ROLE_CAPABILITIES.manager, "viewClients")).toBe(true);
    expect(hasCapability(SYSTEM_ROLE_CAPABILITIES.developer, "viewClients")).toBe(false);
  });

  it("gives operator credentials to admins only: managing API keys does not include them", () => {
    const holders = SYSTEM_ROLES.filter((r) => hasCapability(SYSTEM_ROLE_CAPABILITIES[r], "manageOperatorCredentials"));
    expect(holders).toEqual(["admin"]);
    expect(hasCapability(["manageApiKeys", "configureWebhooks", "manageSettings"], "manageOperatorCredentials")).toBe(
      false,
    );
  });

  it("puts every capability in a group", () => {
    for (const c of CAPABILITIES) expect(CAPABILITY_GROUP[c]).toBeTruthy();
  });
});

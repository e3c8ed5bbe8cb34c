import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/env";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PAYFLOW_DATA_DIR).toBe(".data");
    expect(config.PAYFLOW_ADMIN_EMAIL).toBe("admin@payflow.local");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PAYFLOW_SANDBOX).toBe(true);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/x"],
    ["PAYFLOW_ADMIN_EMAIL", "not-an-email"],
    ["PAYFLOW_SECRET_KEY", "short"],
    ["PAYFLOW_SANDBOX", "maybe"],
    ["LOG_LEVEL", "loud"],
  ])("stops on a bad %s with a message naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it("never echoes a secret's value", () => {
    expect(() => loadConfig({ PAYFLOW_SECRET_KEY: "tooshort" })).toThrow(/PAYFLOW_SECRET_KEY=\*\*\*/);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "" }).PORT).toBe(3000);
  });
});

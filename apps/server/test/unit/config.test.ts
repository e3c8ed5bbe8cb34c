import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, withLiveCredentials } from "../../src/config/env";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PAYFLOW_DATA_DIR).toBe(".data");
    expect(config.PAYFLOW_ADMIN_EMAIL).toBe("admin@payflow.local");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PAYFLOW_SANDBOX).toBe(true);
    expect(config.sandboxes).toEqual({ on: true, explicit: false, reason: "sandboxes on (local deployment)" });
  });

  describe("sandboxes (their credentials are public: a hosted deployment has them off unless told)", () => {
    it("are off on a PUBLIC_URL on https unless PAYFLOW_SANDBOX=true", () => {
      const hosted = loadConfig({ PUBLIC_URL: "https://pay.example.ci" });
      expect(hosted.PAYFLOW_SANDBOX).toBe(false);
      expect(hosted.sandboxes.reason).toBe(
        "sandboxes off: PUBLIC_URL is https; set PAYFLOW_SANDBOX=true to turn them on",
      );
      expect(loadConfig({ PUBLIC_URL: "https://pay.example.ci", PAYFLOW_SANDBOX: "auto" }).PAYFLOW_SANDBOX).toBe(false);
      const forced = loadConfig({ PUBLIC_URL: "https://pay.example.ci", PAYFLOW_SANDBOX: "true" });
      expect(forced.PAYFLOW_SANDBOX).toBe(true);
      expect(forced.sandboxes.reason).toBe("sandboxes on (PAYFLOW_SANDBOX=true, although PUBLIC_URL is https)");
    });

    it("are on for a local deployment (no PUBLIC_URL, or one on http) unless PAYFLOW_SANDBOX=false", () => {
      expect(loadConfig({ PUBLIC_URL: "http://192.168.1.20:3000" }).PAYFLOW_SANDBOX).toBe(true);
      expect(loadConfig({ PAYFLOW_SANDBOX: "" }).PAYFLOW_SANDBOX).toBe(true);
      const off = loadConfig({ PAYFLOW_SANDBOX: "false" });
      expect(off.sandboxes).toEqual({ on: false, explicit: true, reason: "sandboxes off (PAYFLOW_SANDBOX=false)" });
    });

    it("are off once live operator credentials exist, unless PAYFLOW_SANDBOX=true", () => {
      expect(withLiveCredentials(loadConfig({}), 0).PAYFLOW_SANDBOX).toBe(true);
      const live = withLiveCredentials(loadConfig({}), 2);
      expect(live.PAYFLOW_SANDBOX).toBe(false);
      expect(live.sandboxes.reason).toBe(
        "sandboxes off: live operator credentials are configured; set PAYFLOW_SANDBOX=true to turn them on",
      );
      expect(withLiveCredentials(loadConfig({ PAYFLOW_SANDBOX: "true" }), 2).PAYFLOW_SANDBOX).toBe(true);
    });
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

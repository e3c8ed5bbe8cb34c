import { ERROR_CODES } from "@payflow/contracts/errors";
import { describe, expect, it } from "vitest";
import { en } from "../src/i18n/en";
import { fr } from "../src/i18n/fr";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  );
}

describe("translations", () => {
  it("French has exactly the English keys, none empty", () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const k of keys(fr))
      expect(
        k.split(".").reduce((o: any, p) => o[p], fr),
        k,
      ).not.toBe("");
  });

  it("every API error code has a message in both languages", () => {
    for (const code of ERROR_CODES) {
      expect((en.errors as Record<string, string>)[code], code).toBeTruthy();
      expect((fr.errors as Record<string, string>)[code], code).toBeTruthy();
    }
  });

  it("keeps the spec's exact English messages", () => {
    expect(en.errors.invalidEmail).toBe("Invalid email address.");
    expect(en.errors.invalidPhone).toBe("Invalid phone number (10 digits expected).");
    expect(en.errors.passwordTooShort).toBe("Password must be at least 8 characters.");
    expect(en.errors.passwordMismatch).toBe("New passwords do not match.");
    expect(en.errors.invalidCredentials).toBe("Invalid email or password.");
    expect(en.errors.profileNotFound).toBe("User profile not found. Please contact support immediately.");
    expect(en.auth.registerSuccess).toBe("Registration Successful");
    expect(en.auth.loggedOut).toBe("logged out successfully");
    expect(en.mode.switched).toBe("Mode Switched");
  });
});

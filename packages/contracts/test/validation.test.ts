import { describe, expect, it } from "vitest";
import { isValidPhone, normalizePhone } from "../src/rules";
import { firstLoginError, firstRegistrationError, isValidEmail } from "../src/validation";

describe("phone rule (PRODUCT.md §5)", () => {
  it.each([
    ["0701020304", true],
    ["07 01 02 03 04", true],
    ["07-01-02-03-04", true],
    ["070102030", false],
    ["07010203045", false],
    ["07 01 02 AB 04", false],
    ["", false],
    ["+2250701020304", false],
  ])("%s → %s", (input, valid) => {
    expect(isValidPhone(input)).toBe(valid);
  });

  it("normalises by removing spaces and hyphens", () => {
    expect(normalizePhone(" 05-01 02 03 04 ")).toBe("0501020304");
  });
});

describe("email rule", () => {
  it.each([
    ["a@b.ci", true],
    ["awa.kone@entreprise.ci", true],
    ["no-at.ci", false],
    ["a@b", false],
    ["a b@c.ci", false],
    ["", false],
  ])("%s → %s", (input, valid) => {
    expect(isValidEmail(input)).toBe(valid);
  });
});

describe("registration order", () => {
  const ok = {
    name: "Awa",
    email: "a@b.ci",
    phone: "0701020304",
    company: "X",
    password: "12345678",
    confirmPassword: "12345678",
  };
  it("accepts a valid form", () => {
    expect(firstRegistrationError(ok)).toBeNull();
  });
  it("reports only the first failure, in the spec's order", () => {
    const all = { name: "", email: "x", phone: "1", company: "", password: "1", confirmPassword: "2" };
    expect(firstRegistrationError(all)?.code).toBe("nameRequired");
    expect(firstRegistrationError({ ...all, name: "A" })?.code).toBe("invalidEmail");
    expect(firstRegistrationError({ ...all, name: "A", email: "a@b.ci" })?.code).toBe("invalidPhone");
    expect(firstRegistrationError({ ...ok, company: " ", password: "1" })?.code).toBe("companyRequired");
    expect(firstRegistrationError({ ...ok, password: "1234567", confirmPassword: "x" })?.code).toBe("passwordTooShort");
    expect(firstRegistrationError({ ...ok, confirmPassword: "123456789" })?.code).toBe("passwordMismatch");
  });
});

describe("login checks", () => {
  it("checks the email, then an empty password", () => {
    expect(firstLoginError({ email: "bad", password: "" })?.code).toBe("invalidEmail");
    expect(firstLoginError({ email: "a@b.ci", password: "" })?.code).toBe("passwordRequired");
    expect(firstLoginError({ email: "a@b.ci", password: "x" })).toBeNull();
  });
});

// Field checks of docs/PRODUCT.md §5, shared by the web (to show the first failure at once) and the
// server (which enforces them). Pure functions without zod so public pages stay small.

import type { ErrorCode } from "./errors";
import { isValidPhone, passwordTooShort } from "./rules";

/** docs/PRODUCT.md §5: non-space text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * What the sign-in (Better Auth, zod's email rule) accepts: ASCII letters, digits and _'+-
 * with single dots in the local part, a dotted domain ending in letters. An address outside it
 * could be stored but never signed in with, and "someone@example.com." used to fail late.
 */
const SIGN_IN_EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return EMAIL_PATTERN.test(v) && SIGN_IN_EMAIL.test(v);
}

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === "";
}

export type RegistrationInput = {
  name: string;
  email: string;
  phone: string;
  company: string;
  password: string;
  confirmPassword: string;
};

export type FieldError<F extends string = string> = { field: F; code: ErrorCode };

/** Registration checks in the order of docs/PRODUCT.md §5: name, email, phone, company, password length, mismatch. */
export function firstRegistrationError(input: RegistrationInput): FieldError<keyof RegistrationInput> | null {
  if (isBlank(input.name)) return { field: "name", code: "nameRequired" };
  if (!isValidEmail(input.email)) return { field: "email", code: "invalidEmail" };
  if (!isValidPhone(input.phone)) return { field: "phone", code: "invalidPhone" };
  if (isBlank(input.company)) return { field: "company", code: "companyRequired" };
  if (passwordTooShort(input.password)) return { field: "password", code: "passwordTooShort" };
  if (input.password !== input.confirmPassword) return { field: "confirmPassword", code: "passwordMismatch" };
  return null;
}

/**
 * Every failing registration field, in the same order, each with its own check: the form marks
 * them all while the toast names the first (firstRegistrationError).
 */
export function registrationErrors(input: RegistrationInput): FieldError<keyof RegistrationInput>[] {
  const errors: FieldError<keyof RegistrationInput>[] = [];
  if (isBlank(input.name)) errors.push({ field: "name", code: "nameRequired" });
  if (!isValidEmail(input.email)) errors.push({ field: "email", code: "invalidEmail" });
  if (!isValidPhone(input.phone)) errors.push({ field: "phone", code: "invalidPhone" });
  if (isBlank(input.company)) errors.push({ field: "company", code: "companyRequired" });
  if (passwordTooShort(input.password)) errors.push({ field: "password", code: "passwordTooShort" });
  if (input.confirmPassword === "") errors.push({ field: "confirmPassword", code: "fieldRequired" });
  else if (input.password !== input.confirmPassword)
    errors.push({ field: "confirmPassword", code: "passwordMismatch" });
  return errors;
}

export type LoginInput = { email: string; password: string };

export function firstLoginError(input: LoginInput): FieldError<keyof LoginInput> | null {
  if (!isValidEmail(input.email)) return { field: "email", code: "invalidEmail" };
  if (input.password === "") return { field: "password", code: "passwordRequired" };
  return null;
}

export type NewPasswordInput = { newPassword: string; confirmPassword: string };

/** docs/PRODUCT.md §5: a new password of 8+ characters, then its matching confirmation (reset, change). */
export function firstNewPasswordError(input: NewPasswordInput): FieldError<keyof NewPasswordInput> | null {
  if (passwordTooShort(input.newPassword)) return { field: "newPassword", code: "passwordTooShort" };
  if (input.newPassword !== input.confirmPassword) return { field: "confirmPassword", code: "passwordMismatch" };
  return null;
}

export type PasswordChangeInput = NewPasswordInput & { currentPassword: string };

/** docs/PRODUCT.md §5 password change: the current password given, then the new one's checks. */
export function firstPasswordChangeError(input: PasswordChangeInput): FieldError<keyof PasswordChangeInput> | null {
  if (input.currentPassword === "") return { field: "currentPassword", code: "passwordRequired" };
  return firstNewPasswordError(input);
}

/** The user form's checked fields: the registration's. */
export type MemberInput = RegistrationInput;

/**
 * docs/PRODUCT.md §5 user form, every failing field in the server's order (name, email, phone, company,
 * password, match) so the messages are the ones the API would give: name required; email
 * required and valid; phone only if filled; company required (when the form has it); a
 * password, when typed (and the form has one), 8+ characters and matching.
 */
export function memberErrors(
  input: MemberInput,
  shape: { company: boolean; password: boolean },
): FieldError<keyof MemberInput>[] {
  const errors: FieldError<keyof MemberInput>[] = [];
  if (isBlank(input.name)) errors.push({ field: "name", code: "nameRequired" });
  if (isBlank(input.email)) errors.push({ field: "email", code: "emailRequired" });
  else if (!isValidEmail(input.email)) errors.push({ field: "email", code: "invalidEmail" });
  if (!isBlank(input.phone) && !isValidPhone(input.phone)) errors.push({ field: "phone", code: "invalidPhone" });
  if (shape.company && isBlank(input.company)) errors.push({ field: "company", code: "companyRequired" });
  if (shape.password && input.password !== "") {
    if (passwordTooShort(input.password)) errors.push({ field: "password", code: "passwordTooShort" });
    else if (input.password !== input.confirmPassword)
      errors.push({ field: "confirmPassword", code: "passwordMismatch" });
  }
  return errors;
}

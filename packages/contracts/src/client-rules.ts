// Client form checks (docs/PRODUCT.md §5), shared by the web (first failure shown at once) and the
// server. Pure functions without zod so screens stay small.

import { isValidPhone, passwordTooShort } from "./rules";
import { type FieldError, isBlank, isValidEmail } from "./validation";

export const CLIENT_STATUSES = ["active", "inactive"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** Longest values the client form accepts. */
export const CLIENT_LIMITS = { name: 200, contactPerson: 200, email: 254, address: 500 } as const;

export type ClientFormInput = {
  name: string;
  contactPerson?: string;
  email?: string;
  phone?: string;
  address?: string;
  /** Only when creating: a password creates the client's portal login. */
  password?: string;
};

/**
 * Name required; email and phone checked only when filled (docs/PRODUCT.md §5). A password creates a
 * portal login, which signs in with the email, so it needs one.
 */
export function firstClientError(input: ClientFormInput): FieldError<keyof ClientFormInput> | null {
  if (isBlank(input.name)) return { field: "name", code: "nameRequired" };
  if (input.name.trim().length > CLIENT_LIMITS.name) return { field: "name", code: "fieldTooLong" };
  if ((input.contactPerson ?? "").trim().length > CLIENT_LIMITS.contactPerson)
    return { field: "contactPerson", code: "fieldTooLong" };
  const email = (input.email ?? "").trim();
  if (email !== "" && !isValidEmail(email)) return { field: "email", code: "invalidEmail" };
  if (email.length > CLIENT_LIMITS.email) return { field: "email", code: "fieldTooLong" };
  const phone = input.phone ?? "";
  if (phone.trim() !== "" && !isValidPhone(phone)) return { field: "phone", code: "invalidPhone" };
  if ((input.address ?? "").trim().length > CLIENT_LIMITS.address) return { field: "address", code: "fieldTooLong" };
  const password = input.password ?? "";
  if (password !== "") {
    if (passwordTooShort(password)) return { field: "password", code: "passwordTooShort" };
    if (email === "") return { field: "email", code: "portalLoginNeedsEmail" };
  }
  return null;
}

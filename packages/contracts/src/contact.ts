// The public contact form's limits and field checks (docs/PRODUCT.md §5: all four fields required),
// shared by the web and the server. No zod here so the public contact page stays small.

import type { ErrorCode } from "./errors";
import { isBlank, isValidEmail } from "./validation";

export const CONTACT_LIMITS = { name: 120, email: 254, subject: 200, message: 5000 } as const;

export type ContactInput = { name: string; email: string; subject: string; message: string };
export type ContactField = keyof ContactInput;

/** Every failing field with its code, in form order (name, email, subject, message). */
export function contactErrors(input: ContactInput): Partial<Record<ContactField, ErrorCode>> {
  const errors: Partial<Record<ContactField, ErrorCode>> = {};
  for (const field of ["name", "email", "subject", "message"] as const) {
    const value = input[field];
    if (isBlank(value)) errors[field] = "fieldRequired";
    else if (value.trim().length > CONTACT_LIMITS[field]) errors[field] = "fieldTooLong";
    else if (field === "email" && !isValidEmail(value)) errors[field] = "invalidEmail";
  }
  return errors;
}

/** The first failure, as the server reports it. */
export function firstContactError(input: ContactInput): { field: ContactField; code: ErrorCode } | null {
  const [first] = Object.entries(contactErrors(input)) as Array<[ContactField, ErrorCode]>;
  return first ? { field: first[0], code: first[1] } : null;
}

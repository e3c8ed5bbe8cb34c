import { z } from "zod";
import { isValidPhone, normalizePhone, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./rules";

/** Free text from a person: trimmed, bounded. */
export const text = (max: number) => z.string().trim().max(max, { error: "fieldTooLong" });

export const requiredText = (max: number, code = "fieldRequired") => text(max).min(1, { error: code });

export const IsoDateTime = z.string();

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

export const IdParam = z.object({ id: z.string().min(1).max(64) });

/** A phone checked only when filled (docs/PRODUCT.md §5): stored without spaces and hyphens, or null. */
export const optionalPhone = text(30)
  .refine((v) => v === "" || isValidPhone(v), { error: "invalidPhone" })
  .transform((v) => (v === "" ? null : normalizePhone(v)));

/** A password field: any text up to the longest accepted (each form adds its own minimum). */
export const passwordText = () => z.string().max(PASSWORD_MAX_LENGTH, { error: "fieldTooLong" });

/** A new password with its confirmation (docs/PRODUCT.md §5: 8+ characters, matching). */
export const newPasswordFields = {
  newPassword: passwordText().min(PASSWORD_MIN_LENGTH, { error: "passwordTooShort" }),
  confirmPassword: passwordText(),
};

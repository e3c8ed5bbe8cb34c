import { z } from "zod";
import { isValidPhone, normalizePhone, PASSWORD_MIN_LENGTH } from "./rules";

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

/** A new password with its confirmation (docs/PRODUCT.md §5: 8+ characters, matching). */
export const newPasswordFields = {
  newPassword: z.string().max(128, { error: "fieldTooLong" }).min(PASSWORD_MIN_LENGTH, { error: "passwordTooShort" }),
  confirmPassword: z.string().max(128, { error: "fieldTooLong" }),
};

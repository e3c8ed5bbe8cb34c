import { z } from "zod";
import { requiredText } from "./common";

/** Company settings (docs/PRODUCT.md §2 Settings): real and persisted. */
export const CompanySettings = z.object({
  companyName: z.string(),
  /** Percent with at most two decimals, 0–100 (stored as basis points). */
  commissionPercent: z.number(),
  paymentDelayDays: z.number().int(),
  /** The business's logo (an https picture of its own), shown to payers on its payment links' pages. */
  logoUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type CompanySettings = z.infer<typeof CompanySettings>;

export const CompanySettingsPatch = z
  .object({
    companyName: requiredText(120, "companyRequired").optional(),
    commissionPercent: z
      .number({ error: "commissionInvalid" })
      .min(0, { error: "commissionInvalid" })
      .max(100, { error: "commissionInvalid" })
      .refine((v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6), { error: "commissionInvalid" })
      .optional(),
    paymentDelayDays: z
      .number({ error: "paymentDelayInvalid" })
      .int({ error: "paymentDelayInvalid" })
      .min(0, { error: "paymentDelayInvalid" })
      .max(90, { error: "paymentDelayInvalid" })
      .optional(),
    logoUrl: z
      .string()
      .trim()
      .max(2048, { error: "fieldTooLong" })
      .refine((v) => /^https:\/\/[^\s]+$/i.test(v), { error: "logoUrlInvalid" })
      .nullable()
      .optional(),
  })
  .strict();
export type CompanySettingsPatch = z.input<typeof CompanySettingsPatch>;

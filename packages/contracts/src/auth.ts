import { z } from "zod";
import { passwordText, text } from "./common";

// Shapes only: the ordered field checks live in validation.ts and run on both sides.
export const RegisterRequest = z
  .object({
    name: text(120),
    email: text(254),
    phone: text(30),
    company: text(160),
    password: passwordText(),
    confirmPassword: passwordText(),
    language: z.enum(["fr", "en"]).optional(),
  })
  .strict();
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const RegisterResponse = z.object({
  userId: z.string(),
  role: z.string(),
  /** Non-fatal problems: the client record could not be created (docs/PRODUCT.md §4: warning only). */
  warnings: z.array(z.enum(["clientRecordFailed"])),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const LoginSession = z.object({
  id: z.string(),
  email: z.string(),
  timestamp: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type LoginSession = z.infer<typeof LoginSession>;

export const LoginSessionList = z.object({ items: z.array(LoginSession) });
export type LoginSessionList = z.infer<typeof LoginSessionList>;

export const SignInRequest = z
  .object({
    email: text(254),
    password: passwordText(),
    rememberMe: z.boolean().optional(),
  })
  .strict();
export type SignInRequest = z.infer<typeof SignInRequest>;

export const SignInResponse = z.object({
  userId: z.string(),
  role: z.string(),
  isStaff: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type SignInResponse = z.infer<typeof SignInResponse>;

/** Password (or email code) was right and the account has two-factor: the code step follows. */
export const TwoFactorRequired = z.object({ twoFactorRequired: z.literal(true) });
export type TwoFactorRequired = z.infer<typeof TwoFactorRequired>;

export const SignInResult = z.union([SignInResponse, TwoFactorRequired]);
export type SignInResult = z.infer<typeof SignInResult>;

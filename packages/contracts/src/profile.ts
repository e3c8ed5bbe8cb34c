import { z } from "zod";
import { CAPABILITIES } from "./capabilities";
import { newPasswordFields, optionalPhone, passwordText, text } from "./common";
import { LANGUAGES, TIME_ZONES } from "./constants";

export const Preferences = z.object({
  darkMode: z.boolean(),
  emailNotifications: z.boolean(),
  whatsappNotifications: z.boolean(),
  timeZone: z.enum(TIME_ZONES),
  language: z.enum(LANGUAGES),
});
export type Preferences = z.infer<typeof Preferences>;

export const PreferencesPatch = Preferences.partial().strict();
export type PreferencesPatch = z.infer<typeof PreferencesPatch>;

export const USER_STATUSES = ["active", "inactive", "pending"] as const;

/** The signed-in user as the web sees it (GET /api/me). */
export const Me = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string(),
  companyId: z.string(),
  role: z.string(),
  roleDisplayName: z.string().nullable(),
  status: z.string(),
  capabilities: z.array(z.enum(CAPABILITIES)),
  isStaff: z.boolean(),
  mustChangePassword: z.boolean(),
  preferences: Preferences,
  createdAt: z.string(),
});
export type Me = z.infer<typeof Me>;

/** Who is signed in, asked by the public sign-in pages: a visitor without a session is an answer (null), not a 401. */
export const SessionProbe = z.object({ me: Me.nullable() });
export type SessionProbe = z.infer<typeof SessionProbe>;

/** PATCH /api/me: what a person may change about themselves (the email is read-only). */
export const ProfilePatch = z
  .object({
    name: text(120).min(1, { error: "nameRequired" }).optional(),
    phone: optionalPhone.optional(),
  })
  .strict();
export type ProfilePatch = z.input<typeof ProfilePatch>;

/** POST /api/me/password. Other sessions are signed out; this one gets a fresh cookie. */
export const ChangePasswordRequest = z
  .object({
    currentPassword: passwordText().min(1, { error: "passwordRequired" }),
    ...newPasswordFields,
  })
  .strict()
  .refine((v) => v.newPassword === v.confirmPassword, { error: "passwordMismatch", path: ["confirmPassword"] });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

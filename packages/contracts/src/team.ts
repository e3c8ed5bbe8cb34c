import { z } from "zod";
import { CAPABILITIES } from "./capabilities";
import { newPasswordFields, optionalPhone, passwordText, requiredText, text } from "./common";
import { ROLE_NAME_PATTERN } from "./constants";
import { USER_STATUSES } from "./profile";
import { passwordTooShort } from "./rules";
import { isValidEmail } from "./validation";

// Roles (docs/PRODUCT.md §3 Role, §5 role form), users (§5 user form) and team members.

export const Role = z.object({
  name: z.string(),
  /** Custom roles' own label; system roles are labelled by the web's translations. */
  displayName: z.string(),
  description: z.string(),
  capabilities: z.array(z.enum(CAPABILITIES)),
  isSystemRole: z.boolean(),
  /** How many people of the company hold it. */
  userCount: z.number().int(),
});
export type Role = z.infer<typeof Role>;

export const RoleList = z.object({ items: z.array(Role) });
export type RoleList = z.infer<typeof RoleList>;

const roleFields = {
  displayName: requiredText(80, "displayNameRequired"),
  description: text(300).default(""),
  capabilities: z.array(z.enum(CAPABILITIES)).max(CAPABILITIES.length).min(1, { error: "capabilitiesRequired" }),
};

export const CreateRoleRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: "roleNameRequired" })
      .max(50, { error: "fieldTooLong" })
      .regex(ROLE_NAME_PATTERN, { error: "roleNameInvalid" }),
    ...roleFields,
  })
  .strict();
export type CreateRoleRequest = z.input<typeof CreateRoleRequest>;

/** The internal name is fixed after creation: it is the path, never the body. */
export const UpdateRoleRequest = z.object(roleFields).strict();
export type UpdateRoleRequest = z.input<typeof UpdateRoleRequest>;

export const RoleNameParam = z.object({ name: z.string().min(1).max(50) });

export const DeletedRole = z.object({ name: z.string(), displayName: z.string(), movedUsers: z.number().int() });
export type DeletedRole = z.infer<typeof DeletedRole>;

/** A person of the company as the Users and Team screens show them. */
export const Member = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string(),
  role: z.string(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
});
export type Member = z.infer<typeof Member>;

export const MemberList = z.object({ items: z.array(Member) });
export type MemberList = z.infer<typeof MemberList>;

export const MemberQuery = z.object({ q: z.string().trim().max(120).optional() });

const requiredEmail = z
  .string()
  .trim()
  .min(1, { error: "emailRequired" })
  .max(254, { error: "fieldTooLong" })
  .refine(isValidEmail, { error: "invalidEmail" });

const password = passwordText();

const matching = <T extends { password?: string; confirmPassword?: string }>(v: T) =>
  !v.password || v.password === v.confirmPassword;

/** Users screen, add (docs/PRODUCT.md §5 user form): an empty password is generated and emailed. */
export const CreateUserRequest = z
  .object({
    name: requiredText(120, "nameRequired"),
    email: requiredEmail,
    phone: optionalPhone.default(""),
    company: requiredText(120, "companyRequired"),
    role: z.string().trim().min(1).max(50).default("user"),
    status: z.enum(USER_STATUSES).default("active"),
    password: password.refine((v) => v === "" || !passwordTooShort(v), { error: "passwordTooShort" }).default(""),
    confirmPassword: password.default(""),
  })
  .strict()
  .refine(matching, { error: "passwordMismatch", path: ["confirmPassword"] });
export type CreateUserRequest = z.input<typeof CreateUserRequest>;

/** Users screen, edit: every field optional; a password, when given, needs 8+ and its match. */
export const UpdateUserRequest = z
  .object({
    name: requiredText(120, "nameRequired").optional(),
    email: requiredEmail.optional(),
    phone: optionalPhone.optional(),
    company: requiredText(120, "companyRequired").optional(),
    role: z.string().trim().min(1).max(50).optional(),
    status: z.enum(USER_STATUSES).optional(),
    password: newPasswordFields.newPassword.optional(),
    confirmPassword: password.optional(),
  })
  .strict()
  .refine(matching, { error: "passwordMismatch", path: ["confirmPassword"] });
export type UpdateUserRequest = z.input<typeof UpdateUserRequest>;

/** Team screen, invite: the person gets an email with a 10-character password to change. */
export const InviteMemberRequest = z
  .object({
    name: requiredText(120, "nameRequired"),
    email: requiredEmail,
    phone: optionalPhone.default(""),
    role: z.string().trim().min(1).max(50).default("user"),
  })
  .strict();
export type InviteMemberRequest = z.input<typeof InviteMemberRequest>;

export const UpdateMemberRequest = z
  .object({
    name: requiredText(120, "nameRequired").optional(),
    phone: optionalPhone.optional(),
    role: z.string().trim().min(1).max(50).optional(),
    status: z.enum(USER_STATUSES).optional(),
  })
  .strict();
export type UpdateMemberRequest = z.input<typeof UpdateMemberRequest>;

export const CreatedMember = z.object({
  member: Member,
  /** True when PayFlow generated the password and emailed it. */
  passwordGenerated: z.boolean(),
});
export type CreatedMember = z.infer<typeof CreatedMember>;

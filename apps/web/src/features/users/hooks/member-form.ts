import type {
  CreateUserRequest,
  InviteMemberRequest,
  Member,
  UpdateMemberRequest,
  UpdateUserRequest,
} from "@payflow/contracts/team";
import type { MemberScope } from "../api/list-members";

export type MemberFormValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  role: string;
  status: Member["status"];
  password: string;
  confirmPassword: string;
};
type MemberField = keyof MemberFormValues;

/** Which parts of the form a dialog shows (the user form has them all; the invite form fewer). */
export type FormShape = { company: boolean; password: boolean };

export const FORM_SHAPE: Record<MemberScope, FormShape> = {
  users: { company: true, password: true },
  team: { company: false, password: false },
};

/** The add/invite body; the role only from someone who may assign roles (else the default). */
export function createBody(
  scope: MemberScope,
  v: MemberFormValues,
  withRole: boolean,
): CreateUserRequest | InviteMemberRequest {
  const role = withRole ? { role: v.role } : {};
  if (scope === "team") return { name: v.name, email: v.email, phone: v.phone, ...role };
  const password = v.password ? { password: v.password, confirmPassword: v.confirmPassword } : {};
  return { name: v.name, email: v.email, phone: v.phone, company: v.company, status: v.status, ...role, ...password };
}

/** The changed fields only; a password only when typed; the team screen keeps email and company. */
export function updateBody(
  scope: MemberScope,
  v: MemberFormValues,
  before: Member,
  withRole: boolean,
): UpdateUserRequest | UpdateMemberRequest {
  const changed = <F extends MemberField>(field: F, old: MemberFormValues[F]) =>
    v[field] !== old ? { [field]: v[field] } : {};
  const common = {
    ...changed("name", before.name),
    ...changed("phone", before.phone ?? ""),
    ...(withRole ? changed("role", before.role) : {}),
    ...changed("status", before.status),
  };
  if (scope === "team") return common;
  return {
    ...common,
    ...changed("email", before.email),
    ...changed("company", before.company),
    ...(v.password ? { password: v.password, confirmPassword: v.confirmPassword } : {}),
  };
}

export function valuesOf(member: Member | null, defaults: { company: string; role: string }): MemberFormValues {
  return {
    name: member?.name ?? "",
    email: member?.email ?? "",
    phone: member?.phone ?? "",
    company: member?.company ?? defaults.company,
    role: member?.role ?? defaults.role,
    status: member?.status ?? "active",
    password: "",
    confirmPassword: "",
  };
}

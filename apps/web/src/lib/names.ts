import { isSystemRole } from "@payflow/contracts/capabilities";
import type { TFunction } from "i18next";

/** The first word of a person's name, for greetings. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * A person's name as shown. A name that is only their role's label — the seed names the default
 * admin "Administrateur" — is the role, said in the reader's language ("Administrator" in English).
 */
export function shownName(t: TFunction, person: { name: string; role: string }): string {
  const name = person.name.trim();
  if (!isSystemRole(person.role)) return name;
  const key = `roles.${person.role}` as const;
  const isRoleLabel = ["fr", "en"].some((lng) => name === t(key, { lng }));
  return isRoleLabel ? t(key) : name;
}

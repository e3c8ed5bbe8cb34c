/** Where a role lands after sign-in (docs/PRODUCT.md §2 route guard). */
export function homePathFor(role: string): string {
  return role === "client" ? "/client-dashboard" : "/dashboard";
}

/** A location the user tried to reach before signing in, if their role may go there. */
export function allowedReturnPath(from: string | undefined, role: string): string | null {
  if (!from?.startsWith("/") || from.startsWith("//")) return null;
  const area = role === "client" ? "/client-dashboard" : "/dashboard";
  return from === area || from.startsWith(`${area}/`) || from.startsWith(`${area}?`) ? from : null;
}

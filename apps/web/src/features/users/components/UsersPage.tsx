import "../i18n";
import { RequireCapability } from "../../../components/RequireCapability";
import { MemberScreen } from "./MemberScreen";

/** /dashboard/users (manageUsers): every person who signs in to the company's PayFlow. */
export function UsersPage() {
  return (
    <RequireCapability capability="manageUsers">
      <MemberScreen scope="users" />
    </RequireCapability>
  );
}

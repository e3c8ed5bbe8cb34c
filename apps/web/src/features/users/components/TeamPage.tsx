import "../i18n";
import { RequireCapability } from "../../../components/RequireCapability";
import { MemberScreen } from "./MemberScreen";

/** /dashboard/team (manageTeam): the company's staff; new members are invited by email. */
export function TeamPage() {
  return (
    <RequireCapability capability="manageTeam">
      <MemberScreen scope="team" />
    </RequireCapability>
  );
}

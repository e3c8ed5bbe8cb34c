import { RequireArea } from "../guards";
import { CLIENT_NAV, STAFF_NAV } from "../nav";
import { AreaLayout } from "./AreaLayout";

/** /dashboard: staff roles only (admin, manager, developer, support, user, custom roles). */
export function StaffArea() {
  return (
    <RequireArea area="staff">{(me) => <AreaLayout me={me} areaPath="/dashboard" items={STAFF_NAV} />}</RequireArea>
  );
}

/** /client-dashboard: role client only. */
export function ClientArea() {
  return (
    <RequireArea area="client">
      {(me) => <AreaLayout me={me} areaPath="/client-dashboard" items={CLIENT_NAV} />}
    </RequireArea>
  );
}

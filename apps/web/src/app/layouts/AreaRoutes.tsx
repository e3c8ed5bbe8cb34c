import "./area-i18n";
import { lazy } from "react";
import { RequireArea } from "../guards";
import { CLIENT_NAV, STAFF_NAV } from "../nav";
import { AreaLayout } from "./AreaLayout";

// Only users created with a temporary password ever see it: its own chunk.
const ForcedPasswordChange = lazy(() =>
  import("../ForcedPasswordChange").then((m) => ({ default: m.ForcedPasswordChange })),
);

/** /dashboard: staff roles only (admin, manager, developer, support, user, custom roles). */
export function StaffArea() {
  return (
    <RequireArea area="staff">
      {(me) =>
        me.mustChangePassword ? (
          <ForcedPasswordChange me={me} />
        ) : (
          <AreaLayout me={me} areaPath="/dashboard" items={STAFF_NAV} />
        )
      }
    </RequireArea>
  );
}

/** /client-dashboard: role client only. */
export function ClientArea() {
  return (
    <RequireArea area="client">
      {(me) =>
        me.mustChangePassword ? (
          <ForcedPasswordChange me={me} />
        ) : (
          <AreaLayout me={me} areaPath="/client-dashboard" items={CLIENT_NAV} />
        )
      }
    </RequireArea>
  );
}

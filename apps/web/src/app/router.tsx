import { lazy, type ReactNode, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import type { ScreenTitleKey } from "../components/NotAvailableYet";
import { PageLoader } from "../components/PageLoader";

// Every route of spec §2. Declarative routes with React.lazy: each page is its own chunk, so
// the public pages never download dashboard code, and the router stays small (no data
// router: PayFlow loads data with React Query). A screen a later piece of work builds shows
// the translated "not available yet" state.

const LandingPage = lazy(() =>
  import("../features/public/components/LandingPage").then((m) => ({ default: m.LandingPage })),
);
const PublicPlaceholderPage = lazy(() =>
  import("../features/public/components/PublicPlaceholderPage").then((m) => ({ default: m.PublicPlaceholderPage })),
);
const QueryLayout = lazy(() => import("./query").then((m) => ({ default: m.QueryLayout })));
const LoginPage = lazy(() => import("../features/auth/components/LoginPage").then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import("../features/auth/components/RegisterPage").then((m) => ({ default: m.RegisterPage })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/auth/components/ResetPasswordPage").then((m) => ({ default: m.ResetPasswordPage })),
);
const StaffArea = lazy(() => import("./layouts/AreaRoutes").then((m) => ({ default: m.StaffArea })));
const ClientArea = lazy(() => import("./layouts/AreaRoutes").then((m) => ({ default: m.ClientArea })));
const DashboardHome = lazy(() =>
  import("../features/dashboard/components/DashboardHome").then((m) => ({ default: m.DashboardHome })),
);
const ClientHome = lazy(() =>
  import("../features/client-portal/components/ClientHome").then((m) => ({ default: m.ClientHome })),
);
const NotificationsPage = lazy(() =>
  import("../features/notifications/components/NotificationsPage").then((m) => ({ default: m.NotificationsPage })),
);
const ProfilePage = lazy(() =>
  import("../features/profile/components/ProfilePage").then((m) => ({ default: m.ProfilePage })),
);
const LaterScreen = lazy(() => import("../components/NotAvailableYet").then((m) => ({ default: m.LaterScreen })));
const NotFoundPage = lazy(() => import("../components/NotFoundPage").then((m) => ({ default: m.NotFoundPage })));

/** Screens still to come, by route, with the key of their title. */
const STAFF_LATER: Record<string, ScreenTitleKey> = {
  transactions: "nav.transactions",
  clients: "nav.clients",
  pos: "nav.pos",
  reports: "nav.reports",
  users: "nav.users",
  settings: "nav.settings",
  support: "nav.support",
  accounts: "sections.accounts",
  preferences: "sections.preferences",
  team: "sections.team",
  "api-keys": "sections.apiKeys",
  "operator-api-config": "sections.operatorApiConfig",
  permissions: "sections.permissions",
  "en-savoir-plus": "sections.enSavoirPlus",
  documentation: "sections.documentation",
};

const CLIENT_LATER: Record<string, ScreenTitleKey> = {
  transactions: "nav.myTransactions",
  support: "nav.support",
};

const later = (table: Record<string, ScreenTitleKey>, homePath: string) =>
  Object.entries(table).map(([path, titleKey]) => (
    <Route key={path} path={path} element={<LaterScreen titleKey={titleKey} homePath={homePath} />} />
  ));

const wait = (node: ReactNode) => <Suspense fallback={<PageLoader />}>{node}</Suspense>;

export function AppRouter() {
  return (
    <BrowserRouter>
      {wait(
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/learn-more" element={<PublicPlaceholderPage section="learnMore" />} />
          <Route path="/contact" element={<PublicPlaceholderPage section="contact" />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route element={<QueryLayout />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/dashboard" element={<StaffArea />}>
              <Route index element={<DashboardHome />} />
              <Route path="notifications" element={<NotificationsPage />} />
              <Route path="profile" element={<ProfilePage />} />
              {later(STAFF_LATER, "/dashboard")}
            </Route>
            <Route path="/client-dashboard" element={<ClientArea />}>
              <Route index element={<ClientHome />} />
              <Route path="notifications" element={<NotificationsPage />} />
              <Route path="profile" element={<ProfilePage />} />
              {later(CLIENT_LATER, "/client-dashboard")}
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>,
      )}
    </BrowserRouter>
  );
}

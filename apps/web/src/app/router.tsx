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
const LearnMorePage = lazy(() =>
  import("../features/public/components/LearnMorePage").then((m) => ({ default: m.LearnMorePage })),
);
const ContactPage = lazy(() =>
  import("../features/public/components/ContactPage").then((m) => ({ default: m.ContactPage })),
);
const QueryLayout = lazy(() => import("./query").then((m) => ({ default: m.QueryLayout })));
const LoginPage = lazy(() => import("../features/auth/components/LoginPage").then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import("../features/auth/components/RegisterPage").then((m) => ({ default: m.RegisterPage })),
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
const SupportPage = lazy(() =>
  import("../features/support/components/SupportPage").then((m) => ({ default: m.SupportPage })),
);
const DocumentationPage = lazy(() =>
  import("../features/help/components/DocumentationPage").then((m) => ({ default: m.DocumentationPage })),
);
const EnSavoirPlusPage = lazy(() =>
  import("../features/help/components/EnSavoirPlusPage").then((m) => ({ default: m.EnSavoirPlusPage })),
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
  profile: "nav.profile",
  accounts: "sections.accounts",
  preferences: "sections.preferences",
  team: "sections.team",
  "api-keys": "sections.apiKeys",
  "operator-api-config": "sections.operatorApiConfig",
  permissions: "sections.permissions",
};

const CLIENT_LATER: Record<string, ScreenTitleKey> = {
  transactions: "nav.myTransactions",
  profile: "nav.profile",
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
          <Route path="/learn-more" element={<LearnMorePage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route element={<QueryLayout />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/dashboard" element={<StaffArea />}>
              <Route index element={<DashboardHome />} />
              <Route path="notifications" element={<NotificationsPage />} />
              {later(STAFF_LATER, "/dashboard")}
              <Route path="support" element={<SupportPage />} />
              <Route path="documentation" element={<DocumentationPage />} />
              <Route path="en-savoir-plus" element={<EnSavoirPlusPage />} />
            </Route>
            <Route path="/client-dashboard" element={<ClientArea />}>
              <Route index element={<ClientHome />} />
              <Route path="notifications" element={<NotificationsPage />} />
              {later(CLIENT_LATER, "/client-dashboard")}
              <Route path="support" element={<SupportPage />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>,
      )}
    </BrowserRouter>
  );
}

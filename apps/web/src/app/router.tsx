import { lazy, type ReactNode, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { PageLoader } from "../components/PageLoader";

// Every route of docs/PRODUCT.md §2. Declarative routes with React.lazy: each page is its own chunk, so
// the public pages never download dashboard code, and the router stays small (no data
// router: PayFlow loads data with React Query). The payer's page (/pay/:id) is not one of them:
// it is an entry of its own (pay.html, src/pay), without this app's stack.

const LandingPage = lazy(() =>
  import("../features/public/components/LandingPage").then((m) => ({ default: m.LandingPage })),
);
const LearnMorePage = lazy(() =>
  import("../features/public/components/LearnMorePage").then((m) => ({ default: m.LearnMorePage })),
);
const ContactPage = lazy(() =>
  import("../features/public/components/ContactPage").then((m) => ({ default: m.ContactPage })),
);
// The modules behind a lazy layout (the API's layout, then a page inside it) load one after the
// other as each renders; preloadRoute asks for them together at start for the addresses people
// land on (sign-in, registration, the dashboard's home): one round trip instead of two or three.
const load = {
  query: () => import("./query"),
  login: () => import("../features/accounts/components/LoginPage"),
  register: () => import("../features/accounts/components/RegisterPage"),
  areas: () => import("./layouts/AreaRoutes"),
  dashboardHome: () => import("../features/reports/components/DashboardHome"),
};
const LANDING_MODULES: Record<string, readonly (() => Promise<unknown>)[]> = {
  "/login": [load.query, load.login],
  "/register": [load.query, load.register],
  "/dashboard": [load.query, load.areas, load.dashboardHome],
};

/** Starts loading the modules of the route at `path` when it nests lazy modules (main.tsx, before rendering). */
export function preloadRoute(path: string): void {
  for (const module of LANDING_MODULES[path.replace(/\/$/, "")] ?? []) void module();
}

const QueryLayout = lazy(() => load.query().then((m) => ({ default: m.QueryLayout })));
const LoginPage = lazy(() => load.login().then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => load.register().then((m) => ({ default: m.RegisterPage })));
const ResetPasswordPage = lazy(() =>
  import("../features/accounts/components/ResetPasswordPage").then((m) => ({ default: m.ResetPasswordPage })),
);
const StaffArea = lazy(() => load.areas().then((m) => ({ default: m.StaffArea })));
const ClientArea = lazy(() => load.areas().then((m) => ({ default: m.ClientArea })));
const DashboardHome = lazy(() => load.dashboardHome().then((m) => ({ default: m.DashboardHome })));
const ClientHome = lazy(() =>
  import("../features/portal/components/ClientHome").then((m) => ({ default: m.ClientHome })),
);
const NotificationsPage = lazy(() =>
  import("../features/notifications/components/NotificationsPage").then((m) => ({ default: m.NotificationsPage })),
);
const lazyPage = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const UsersPage = lazyPage(() => import("../features/users/components/UsersPage"), "UsersPage");
const TeamPage = lazyPage(() => import("../features/users/components/TeamPage"), "TeamPage");
const PermissionsPage = lazyPage(() => import("../features/roles/components/PermissionsPage"), "PermissionsPage");
const ProfilePage = lazyPage(() => import("../features/profile/components/ProfilePage"), "ProfilePage");
const PreferencesPage = lazyPage(() => import("../features/profile/components/PreferencesPage"), "PreferencesPage");
const SettingsPage = lazyPage(() => import("../features/settings/components/SettingsPage"), "SettingsPage");
const AuditLogPage = lazyPage(() => import("../features/settings/components/AuditLogPage"), "AuditLogPage");
const OutboxPage = lazyPage(() => import("../features/settings/components/OutboxPage"), "OutboxPage");
const ClientsPage = lazy(() =>
  import("../features/clients/components/ClientsPage").then((m) => ({ default: m.ClientsPage })),
);
const AccountsPage = lazy(() =>
  import("../features/payment-accounts/components/AccountsPage").then((m) => ({ default: m.AccountsPage })),
);
const OperatorConfigPage = lazy(() =>
  import("../features/operator-credentials/components/OperatorConfigPage").then((m) => ({
    default: m.OperatorConfigPage,
  })),
);
const ClientTransactionsPage = lazy(() =>
  import("../features/portal/components/ClientTransactionsPage").then((m) => ({
    default: m.ClientTransactionsPage,
  })),
);
const ClientInvoicesPage = lazyPage(
  () => import("../features/portal/components/ClientInvoicesPage"),
  "ClientInvoicesPage",
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
const TransactionsPage = lazy(() =>
  import("../features/payments/list/components/TransactionsPage").then((m) => ({ default: m.TransactionsPage })),
);
const ReportsPage = lazy(() =>
  import("../features/reports/components/ReportsPage").then((m) => ({ default: m.ReportsPage })),
);
const PosPage = lazy(() => import("../features/payments/pos/components/PosPage").then((m) => ({ default: m.PosPage })));
const PayoutsPage = lazyPage(() => import("../features/payouts/components/PayoutsPage"), "PayoutsPage");
const PaymentLinksPage = lazyPage(
  () => import("../features/payment-links/components/PaymentLinksPage"),
  "PaymentLinksPage",
);
const PaymentLinkFormPage = lazyPage(
  () => import("../features/payment-links/components/PaymentLinkFormPage"),
  "PaymentLinkFormPage",
);
const PaymentLinkPage = lazyPage(
  () => import("../features/payment-links/components/PaymentLinkPage"),
  "PaymentLinkPage",
);
const InvoicesPage = lazyPage(() => import("../features/invoices/components/InvoicesPage"), "InvoicesPage");
const InvoiceFormPage = lazyPage(() => import("../features/invoices/components/InvoiceFormPage"), "InvoiceFormPage");
const InvoicePage = lazyPage(() => import("../features/invoices/components/InvoicePage"), "InvoicePage");
const RecurringPlansPage = lazyPage(
  () => import("../features/recurring-plans/components/RecurringPlansPage"),
  "RecurringPlansPage",
);
const RecurringPlanFormPage = lazyPage(
  () => import("../features/recurring-plans/components/RecurringPlanFormPage"),
  "RecurringPlanFormPage",
);
const RecurringPlanPage = lazyPage(
  () => import("../features/recurring-plans/components/RecurringPlanPage"),
  "RecurringPlanPage",
);
const ApiKeysPage = lazy(() =>
  import("../features/api-keys/components/ApiKeysPage").then((m) => ({ default: m.ApiKeysPage })),
);
const NotFoundPage = lazy(() => import("../components/NotFoundPage").then((m) => ({ default: m.NotFoundPage })));

const wait = (node: ReactNode) => <Suspense fallback={<PageLoader />}>{node}</Suspense>;

/** The routes without their router: the browser's (AppRouter) or the build's prerender (src/prerender.tsx). */
export function AppRoutes() {
  return wait(
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/learn-more" element={<LearnMorePage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route element={<QueryLayout />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/dashboard" element={<StaffArea />}>
          <Route index element={<DashboardHome />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="team" element={<TeamPage />} />
          <Route path="permissions" element={<PermissionsPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="preferences" element={<PreferencesPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
          <Route path="emails" element={<OutboxPage />} />
          <Route path="clients" element={<ClientsPage />} />
          <Route path="api-keys" element={<ApiKeysPage />} />
          <Route path="pos" element={<PosPage />} />
          <Route path="transactions" element={<TransactionsPage />} />
          <Route path="payment-links" element={<PaymentLinksPage />} />
          <Route path="payment-links/new" element={<PaymentLinkFormPage />} />
          <Route path="payment-links/:id" element={<PaymentLinkPage />} />
          <Route path="payment-links/:id/edit" element={<PaymentLinkFormPage />} />
          <Route path="invoices" element={<InvoicesPage />} />
          <Route path="invoices/new" element={<InvoiceFormPage />} />
          <Route path="invoices/:id" element={<InvoicePage />} />
          <Route path="invoices/:id/edit" element={<InvoiceFormPage />} />
          <Route path="recurring-plans" element={<RecurringPlansPage />} />
          <Route path="recurring-plans/new" element={<RecurringPlanFormPage />} />
          <Route path="recurring-plans/:id" element={<RecurringPlanPage />} />
          <Route path="recurring-plans/:id/edit" element={<RecurringPlanFormPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="payouts" element={<PayoutsPage />} />
          <Route path="accounts" element={<AccountsPage />} />
          <Route path="operator-api-config" element={<OperatorConfigPage />} />
          <Route path="support" element={<SupportPage />} />
          <Route path="documentation" element={<DocumentationPage />} />
          <Route path="en-savoir-plus" element={<EnSavoirPlusPage />} />
        </Route>
        <Route path="/client-dashboard" element={<ClientArea />}>
          <Route index element={<ClientHome />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="transactions" element={<ClientTransactionsPage />} />
          <Route path="invoices" element={<ClientInvoicesPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="support" element={<SupportPage />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

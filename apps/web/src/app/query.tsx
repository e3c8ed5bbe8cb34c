// The error catalogue (errors.*) for every route below this layout: routes load it, not components.
import "../i18n/error-texts";
// The full Mantine stylesheet for everything that talks to the API (sign-in, registration, both
// areas): those screens use components the marketing pages do not (see public-styles.ts).
import "@mantine/core/styles.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { SessionWatcher } from "./SessionWatcher";

// One client for the whole page: every lazy route that needs server data shares it. Public
// marketing pages never import this module, so they do not download React Query.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 15_000, retry: 1 } },
});

/** Layout route for everything that talks to the API (sign-in, registration, both areas). */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionWatcher />
      <Outlet />
    </QueryClientProvider>
  );
}

import { MantineProvider } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Outlet, Route, Routes } from "react-router";

/** A component under Mantine and React Query (no retries, so a failed call shows at once). */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {ui}
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * Signed-in area's screens as the app mounts them: each path's screen under the area's outlet
 * context carrying the person, opened at `at` (a path, query included).
 */
export function renderScreens(me: Me, screens: Record<string, ReactNode>, at: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route element={<Outlet context={me} />}>
          {Object.entries(screens).map(([path, screen]) => (
            <Route key={path} path={path} element={screen} />
          ))}
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** A signed-in area's screen as the app mounts it, opened at `at` (its path, query included). */
export function renderScreen(me: Me, screen: ReactNode, at = "/") {
  return renderScreens(me, { [at.split("?")[0] ?? at]: screen }, at);
}

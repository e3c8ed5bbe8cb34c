import { MantineProvider } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Outlet, Route, Routes } from "react-router";

/**
 * A signed-in area's screen as the app mounts it: Mantine, React Query (no retries, so a failed
 * call shows at once) and the area's outlet context carrying the person.
 */
export function renderScreen(me: Me, screen: ReactNode) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Routes>
            <Route element={<Outlet context={me} />}>
              <Route path="/" element={screen} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

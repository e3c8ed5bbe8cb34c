import { MantineProvider } from "@mantine/core";
import type { Client, ClientList } from "@payflow/contracts/clients";
import type { Me } from "@payflow/contracts/profile";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Outlet, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClientsPage } from "../src/features/clients/components/ClientsPage";
import i18n from "../src/i18n";

// The Clients list on a company with 60 clients: a page at a time (the server pages it), each
// row led by the client's name, the short internal id only as a secondary column.

const me = {
  id: "usr_1",
  name: "Admin",
  email: "admin@payflow.test",
  phone: null,
  company: "Mon Entreprise",
  companyId: "cmp_1",
  role: "admin",
  roleDisplayName: null,
  status: "active",
  capabilities: ["manageAll"],
  isStaff: true,
  mustChangePassword: false,
  preferences: { darkMode: false, emailNotifications: false, whatsappNotifications: false, language: "en" },
  createdAt: "2026-11-01T00:00:00.000Z",
} as unknown as Me;

const client = (n: number): Client => ({
  id: `cus_${String(n).padStart(20, "0")}`,
  name: `Boutique ${n}`,
  contactPerson: "",
  email: `boutique.${n}@example.ci`,
  phone: "0708091011",
  address: "",
  status: "active",
  hasPortalLogin: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
});

beforeEach(async () => {
  await i18n.changeLanguage("en");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, "http://localhost");
      if (pathname !== "/api/clients") throw new Error(`unexpected call to ${url}`);
      const page = Number(searchParams.get("page") ?? "1");
      const first = (page - 1) * 25;
      const items = Array.from({ length: Math.max(0, Math.min(25, 60 - first)) }, (_, i) => client(first + i + 1));
      const body: ClientList = { items, total: 60, page, pageSize: 25 };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Routes>
            <Route element={<Outlet context={me} />}>
              <Route path="/" element={<ClientsPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("the Clients list", () => {
  it("leads each row with the client's name and keeps the short id as a later column", async () => {
    renderPage();
    const table = await screen.findByTestId("clients-table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers[0]).toBe("Name");
    expect(headers).toContain("ID");
    const firstRow = within(table).getAllByRole("row")[1] as HTMLElement;
    const cells = within(firstRow).getAllByRole("cell");
    expect(cells[0]?.textContent).toContain("Boutique 1");
    expect(firstRow.textContent).toContain("cus_0000…");
  });

  it("shows one page of 25, says how many there are, and goes to the next page", async () => {
    renderPage();
    const table = await screen.findByTestId("clients-table");
    expect(within(table).getAllByRole("row")).toHaveLength(26);
    expect(screen.getByTestId("clients-count").textContent).toBe("1–25 of 60 clients");
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByText("Boutique 26")).toBeTruthy();
    expect(screen.queryByText("Boutique 1")).toBeNull();
    expect(screen.getByTestId("clients-count").textContent).toBe("26–50 of 60 clients");
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain("/api/clients?page=2");
  });
});

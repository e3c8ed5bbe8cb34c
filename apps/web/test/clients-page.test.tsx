import type { Client, ClientList } from "@payflow/contracts/clients";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClientsPage } from "../src/features/clients/components/ClientsPage";
import i18n from "../src/i18n";
import { json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// The Clients list on a company with 60 clients: a page at a time (the server pages it), each
// row led by the client's name, the short internal id only as a secondary column.

const me = signedIn();

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
  stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname !== "/api/clients") return undefined;
    const page = Number(searchParams.get("page") ?? "1");
    const first = (page - 1) * 25;
    const items = Array.from({ length: Math.max(0, Math.min(25, 60 - first)) }, (_, i) => client(first + i + 1));
    const body: ClientList = { items, total: 60, page, pageSize: 25 };
    return json(body);
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderScreen(me, <ClientsPage />);

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

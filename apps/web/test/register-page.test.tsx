import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RegisterPage } from "../src/features/accounts/components/RegisterPage";
import i18n from "../src/i18n";
// The page is mounted without its route (app/query.tsx), which loads the error catalogue.
import "../src/i18n/error-texts";

// The API is not under test here: /api/session answers "no session" and any other call fails the test.
beforeEach(async () => {
  await i18n.changeLanguage("en");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/session") return new Response(JSON.stringify({ me: null }), { status: 200 });
      throw new Error(`unexpected call to ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/register"]}>
          <RegisterPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
// Mantine marks a text field aria-invalid, a password field data-invalid.
const marked = (field: HTMLElement) =>
  field.getAttribute("aria-invalid") === "true" || field.getAttribute("data-invalid") === "true";
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Create my account" }));

describe("registration form", () => {
  it("shows the first failing check, in the spec's order, and clears it on edit", async () => {
    renderPage();
    await screen.findByRole("button", { name: "Create my account" });
    submit();
    expect(await screen.findByText("Name is required.")).toBeTruthy();
    fill(/^Full name/, "Awa Koné");
    expect(screen.queryByText("Name is required.")).toBeNull();
    submit();
    expect(await screen.findByText("Invalid email address.")).toBeTruthy();
    fill(/^Email/, "awa@example.ci");
    fill(/^Phone/, "07 01 02 03");
    submit();
    expect(await screen.findByText("Invalid phone number (10 digits expected).")).toBeTruthy();
    fill(/^Phone/, "07 01 02 03 04");
    submit();
    expect(await screen.findByText("Company name is required.")).toBeTruthy();
    fill(/^Company/, "Koné SARL");
    fill(/^Password/, "short");
    submit();
    expect(await screen.findByText("Password must be at least 8 characters.")).toBeTruthy();
    fill(/^Password/, "password123");
    fill(/^Confirm password/, "password124");
    submit();
    expect(await screen.findByText("New passwords do not match.")).toBeTruthy();
    // Nothing but the session check reached the server.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(["/api/session"]);
  });

  it("marks every invalid field of an empty form, not only the first", async () => {
    renderPage();
    await screen.findByRole("button", { name: "Create my account" });
    submit();
    expect(await screen.findByText("Name is required.")).toBeTruthy();
    for (const label of [/^Full name/, /^Email/, /^Phone/, /^Company/, /^Password/, /^Confirm password/]) {
      expect(marked(screen.getByLabelText(label)), String(label)).toBe(true);
    }
    expect(screen.getByText("Invalid email address.")).toBeTruthy();
    expect(screen.getByText("Invalid phone number (10 digits expected).")).toBeTruthy();
    expect(screen.getByText("Company name is required.")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 characters.")).toBeTruthy();
    // Editing a field clears only its own mark.
    fill(/^Full name/, "Awa Koné");
    expect(marked(screen.getByLabelText(/^Full name/))).toBe(false);
    expect(marked(screen.getByLabelText(/^Email/))).toBe(true);
  });

  it("shows the fields while the session is asked for, then sends a signed-in person to their area", async () => {
    // The page is prerendered with its fields (docs/ARCHITECTURE.md § The web app): no loader first.
    let answer: (response: Response) => void = () => {};
    vi.mocked(fetch).mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={["/register"]}>
            <Routes>
              <Route path="/register" element={<RegisterPage />} />
              <Route path="/client-dashboard" element={<p>Client area</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole("button", { name: "Create my account" })).toBeTruthy();
    expect(screen.getByLabelText(/^Full name/).getAttribute("name")).toBe("name");
    answer(new Response(JSON.stringify({ me: { role: "client" } }), { status: 200 }));
    expect(await screen.findByText("Client area")).toBeTruthy();
  });

  it("shows example values that read as examples, not as typed text", async () => {
    renderPage();
    expect((await screen.findByLabelText(/^Full name/)).getAttribute("placeholder")).toBe("e.g. Awa Koné");
    await i18n.changeLanguage("fr");
    expect((await screen.findByLabelText(/^Nom complet/)).getAttribute("placeholder")).toBe("Ex. : Awa Koné");
  });
});

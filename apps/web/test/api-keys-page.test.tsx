import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KeysCard } from "../src/features/api-keys/components/KeysCard";
import "../src/features/api-keys/i18n";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { anApiKey, json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// The API keys screen shows who made each key and what it may do, and offers the value of a key
// only to whom the server hands it (docs/API.md § Keys and scopes).

const key = anApiKey;

const keys = [
  key({ id: "key_mine", name: "Ma clé" }),
  key({
    id: "key_other",
    name: "Clé comptable",
    mode: "live",
    scopes: ["read_only", "payouts:write"],
    maker: { id: "usr_2", name: "Koffi Yao" },
  }),
];

let posted: unknown[];

beforeEach(async () => {
  await i18n.changeLanguage("en");
  posted = [];
  stubFetch((url, init) => {
    if (url === "/api/api-keys" && (init?.method ?? "GET") === "GET") return json({ items: keys });
    if (url === "/api/api-keys" && init?.method === "POST") {
      posted.push(JSON.parse(String(init.body)));
      return json(
        {
          apiKeyRecord: {
            id: "key_new",
            name: "Lecture",
            mode: "test",
            key_value: "sk_test_abcdefghijklmnopqrstuvwxyz0123456789ABCD",
            created_at: "2026-11-28T00:00:00.000Z",
            scopes: ["read_only"],
          },
        },
        201,
      );
    }
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = async (name: string) =>
  (await screen.findAllByTestId("api-key-row")).find((r) => within(r).queryByText(name)) as HTMLElement;

describe("the API keys screen", () => {
  it("shows each key's maker and scopes, and offers another's key to nobody who may not see it", async () => {
    renderScreen(signedIn({ id: "usr_1", role: "developer", capabilities: ["manageApiKeys"] }), <KeysCard />);
    const mine = await rowOf("Ma clé");
    expect(within(mine).getByText("Made by Awa Koné")).toBeTruthy();
    expect(within(mine).getByText("Standard")).toBeTruthy();
    expect(within(mine).getByRole("button", { name: "Reveal Ma clé" })).toBeTruthy();
    const other = await rowOf("Clé comptable");
    expect(within(other).getByText("Made by Koffi Yao")).toBeTruthy();
    expect(within(other).getByText("Read everything")).toBeTruthy();
    expect(within(other).getByText("Pay out")).toBeTruthy();
    expect(within(other).queryByRole("button", { name: "Reveal Clé comptable" })).toBeNull();
    expect(within(other).queryByRole("button", { name: "Copy Clé comptable" })).toBeNull();
    expect(within(other).queryByRole("button", { name: "Roll Clé comptable" })).toBeNull();
    // Revoking takes power away: still offered.
    expect(within(other).getByRole("button", { name: "Revoke Clé comptable" })).toBeTruthy();
  });

  it("an administrator of keys is offered another's key", async () => {
    renderScreen(signedIn({ id: "usr_9" }), <KeysCard />);
    const other = await rowOf("Clé comptable");
    expect(within(other).getByRole("button", { name: "Reveal Clé comptable" })).toBeTruthy();
  });

  it("makes a restricted key only with a scope, and offers only the scopes the person may use", async () => {
    renderScreen(signedIn({ role: "developer", capabilities: ["viewDashboard", "manageApiKeys"] }), <KeysCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Create a key" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Key name/ }), { target: { value: "Lecture" } });
    fireEvent.click(within(dialog).getByRole("radio", { name: /Restricted/ }));
    // A developer takes payments through keys but pays out only in test mode: in live mode, no payouts scope.
    expect(within(dialog).getByRole("checkbox", { name: /Pay out/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Live" }));
    expect(within(dialog).queryByRole("checkbox", { name: /Pay out/ })).toBeNull();
    expect(within(dialog).queryByRole("checkbox", { name: /Refund payments/ })).toBeNull();
    expect(within(dialog).getByRole("checkbox", { name: /Take payments/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Test" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create a key" }));
    expect(await within(dialog).findByText("Choose at least one scope for a restricted key.")).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Read everything/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create a key" }));
    await waitFor(() => expect(posted).toEqual([{ keyName: "Lecture", mode: "test", scopes: ["read_only"] }]));
  });
});

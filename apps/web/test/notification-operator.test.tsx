import type { Notification } from "@payflow/contracts/notifications";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotificationsPage } from "../src/features/notifications/components/NotificationsPage";
import i18n from "../src/i18n";
import { json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// A payment notification names the operator in the reader's language: the server stores the
// operator's id ("bank_transfer"); notifications stored before kept the French name
// ("Virement bancaire") and read the same way.

const me = signedIn({ name: "Awa Koné" });

function received(id: string, operator: string): Notification {
  return {
    id,
    type: "success",
    titleKey: "notif.paymentSucceeded.title",
    messageKey: "notif.paymentSucceeded.message",
    params: { amount: "4200", code: `PF-AAAA-000${id}`, operator, mode: "test" },
    read: false,
    timestamp: "2026-11-24T10:00:00.000Z",
  };
}

beforeEach(() => {
  const list = {
    items: [received("1", "bank_transfer"), received("2", "Virement bancaire"), received("3", "mtn_momo")],
    unreadCount: 3,
  };
  stubFetch(() => json(list));
});
afterEach(() => vi.unstubAllGlobals());

describe("payment notifications", () => {
  it("name the operator in English for an English reader, old notifications included", async () => {
    await i18n.changeLanguage("en");
    renderScreen(me, <NotificationsPage />);
    expect(await screen.findByText(/PF-AAAA-0001/)).toBeTruthy();
    expect(screen.getByText(/PF-AAAA-0001/).textContent).toBe(
      "4,200 FCFA received by bank transfer (payment PF-AAAA-0001, test mode).",
    );
    expect(screen.getByText(/PF-AAAA-0002/).textContent).toContain("received by bank transfer");
    expect(screen.getByText(/PF-AAAA-0003/).textContent).toContain("received by MTN Mobile Money");
  });

  it("and in French for a French reader", async () => {
    await i18n.changeLanguage("fr");
    renderScreen(me, <NotificationsPage />);
    expect((await screen.findByText(/PF-AAAA-0001/)).textContent).toContain("reçus par virement bancaire");
    expect(screen.getByText(/PF-AAAA-0003/).textContent).toContain("reçus par MTN Mobile Money");
  });
});

import type { PaymentLink, PaymentLinkList } from "@payflow/contracts/payment-links";
import type { PaymentList } from "@payflow/contracts/payments";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PaymentLinkFormPage } from "../src/features/payment-links/components/PaymentLinkFormPage";
import { PaymentLinkPage } from "../src/features/payment-links/components/PaymentLinkPage";
import { PaymentLinksPage } from "../src/features/payment-links/components/PaymentLinksPage";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { useRealtimeUpdates } from "../src/lib/realtime";
import { TEST_MODE_STORAGE_KEY } from "../src/lib/test-mode";
import { aPayment, json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreens } from "./support/render-screen";

// The Payment links screens as a shop sees them, in French (the default): the list's statuses
// and totals, its search, the form keeping what was typed when the server refuses it, the
// deactivation's warning, the share panel's WhatsApp message and sticker, and what a person
// who cannot take payments (no usePOS) is not offered.

const maker = signedIn({
  role: "manager",
  capabilities: ["viewTransactions", "usePOS"],
  preferences: { language: "fr" },
});
const reader = signedIn({ role: "viewer", capabilities: ["viewTransactions"], preferences: { language: "fr" } });

const aLink = (overrides: Partial<PaymentLink> = {}): PaymentLink => ({
  id: "plink_1",
  slug: "pagne-wax",
  url: "https://pay.example.ci/l/pagne-wax",
  title: "Pagne wax",
  description: "6 yards",
  imageUrl: null,
  amountType: "fixed",
  amount: 2_500,
  minAmount: null,
  maxAmount: null,
  suggestedAmounts: [],
  quantityMax: null,
  operators: [],
  fields: { name: "off", phone: "off", email: "off", note: "off" },
  noteLabel: "",
  active: true,
  expiresAt: null,
  maxPayments: null,
  successMessage: "",
  returnUrl: null,
  mode: "test",
  payments: 3,
  collected: 7_500,
  lastPaymentAt: "2026-11-20T10:05:00.000Z",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  deactivatedAt: null,
  ...overrides,
});

const LINKS: PaymentLink[] = [
  aLink(),
  aLink({ id: "plink_2", slug: "ancien", title: "Ancienne promo", active: false, payments: 0, collected: 0 }),
  aLink({ id: "plink_3", slug: "noel", title: "Panier de Noël", expiresAt: "2020-12-31T23:00:00.000Z" }),
  aLink({ id: "plink_4", slug: "concert", title: "Concert", maxPayments: 3 }),
  aLink({
    id: "plink_5",
    slug: "dons",
    title: "Dons",
    amountType: "payer_chooses",
    amount: null,
    payments: 0,
    collected: 0,
    lastPaymentAt: null,
  }),
  aLink({
    id: "plink_6",
    slug: "tissu-bazin",
    title: "Tissu bazin",
    amountType: "payer_chooses",
    amount: null,
    minAmount: 1_000,
    maxAmount: 50_000,
  }),
];

// jsdom has no document.fonts, which the form's autosizing Textareas listen to.
Object.defineProperty(document, "fonts", {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

let detail: PaymentLink;
let posted: unknown[];

beforeEach(async () => {
  await i18n.changeLanguage("fr");
  detail = aLink();
  posted = [];
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:qr", revokeObjectURL: () => {} }));
  stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    const mode = new Headers(init?.headers).get("x-payflow-mode");
    if (pathname === "/api/payment-links" && init?.method === "POST") {
      posted.push(JSON.parse(String(init.body)));
      const error = { code: "paymentLinkSlugInUse", message: "taken", field: "slug" };
      return json({ error }, 409);
    }
    if (pathname === "/api/payment-links") {
      const q = searchParams.get("q")?.toLowerCase() ?? "";
      const items = LINKS.filter((l) => l.title.toLowerCase().includes(q) || l.slug.includes(q));
      return json({ items, nextCursor: null } satisfies PaymentLinkList);
    }
    if (pathname === "/api/payment-links/plink_1") return json(detail);
    if (pathname === "/api/payment-links/plink_1/deactivate") {
      detail = { ...detail, active: false, deactivatedAt: "2026-11-21T09:00:00.000Z" };
      return json(detail);
    }
    if (pathname === "/api/payment-links/plink_1/payments")
      return json({ items: [aPayment({ id: "pay_9", code: "PF-LINK-0001" })], nextCursor: null } satisfies PaymentList);
    if (pathname === "/api/payment-links/plink_1/sticker.png")
      return new Response("png", { headers: { "content-type": "image/png" } });
    // The sticker is named after what the server was asked: its language and mode.
    if (pathname === "/api/payment-links/plink_1/sticker.pdf")
      return new Response("%PDF", {
        headers: { "content-disposition": `attachment; filename="sticker-${searchParams.get("lang")}-${mode}.pdf"` },
      });
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SCREENS = {
  "/dashboard/payment-links": <PaymentLinksPage />,
  "/dashboard/payment-links/new": <PaymentLinkFormPage />,
  "/dashboard/payment-links/:id": <PaymentLinkPage />,
  "/dashboard/payment-links/:id/edit": <PaymentLinkFormPage />,
};
const open = (at: string, me = maker) => renderScreens(me, SCREENS, at);

const row = (title: string) => {
  const found = screen.getAllByTestId("payment-link-row").find((r) => r.textContent?.includes(title));
  if (!found) throw new Error(`no row ${title}`);
  return found;
};

describe("the payment links list", () => {
  it("shows each link's amount, status and totals", async () => {
    open("/dashboard/payment-links");
    await screen.findByTestId("payment-links-table");
    const first = row("Pagne wax");
    expect(within(first).getByText("/l/pagne-wax")).toBeTruthy();
    expect(within(first).getByText("2 500 FCFA")).toBeTruthy();
    expect(within(first).getByText("Actif")).toBeTruthy();
    expect(within(first).getByText("3")).toBeTruthy();
    expect(within(first).getByText("7 500 FCFA")).toBeTruthy();
    expect(within(row("Ancienne promo")).getByText("Inactif")).toBeTruthy();
    expect(within(row("Panier de Noël")).getByText("Expiré")).toBeTruthy();
    expect(within(row("Concert")).getByText("Épuisé")).toBeTruthy();
    expect(within(row("Dons")).getByText("Montant libre")).toBeTruthy();
    expect(within(row("Tissu bazin")).getByText("De 1 000 à 50 000 FCFA")).toBeTruthy();
    expect(within(row("Dons")).getByText("—")).toBeTruthy();
  });

  it("searches by title or address", async () => {
    open("/dashboard/payment-links");
    await screen.findByTestId("payment-links-table");
    fireEvent.change(screen.getByRole("searchbox", { name: "Rechercher par titre ou adresse" }), {
      target: { value: "BAZIN" },
    });
    await waitFor(() => expect(screen.getAllByTestId("payment-link-row")).toHaveLength(1));
    expect(row("Tissu bazin")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "rien de tel" } });
    expect(await screen.findByText("Aucun lien de paiement ne correspond à votre recherche.")).toBeTruthy();
  });

  it("offers a new link only to whoever takes payments", async () => {
    open("/dashboard/payment-links");
    await screen.findByTestId("payment-links-table");
    expect(screen.getByRole("link", { name: "Nouveau lien" })).toBeTruthy();
  });
});

/** The signed-in area's event stream, as the server would send a payment's event. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, () => void>();
  constructor() {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  close() {}
}
function LiveList() {
  useRealtimeUpdates();
  return <PaymentLinksPage />;
}

describe("live updates", () => {
  it("refresh a link's totals when a payment succeeds, without a reload", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    renderScreens(maker, { "/dashboard/payment-links": <LiveList /> }, "/dashboard/payment-links");
    await screen.findByTestId("payment-links-table");
    expect(within(row("Pagne wax")).getByText("7 500 FCFA")).toBeTruthy();
    const first = LINKS[0] as PaymentLink;
    LINKS[0] = { ...first, payments: 4, collected: 10_000 };
    try {
      FakeEventSource.last?.listeners.get("payment")?.();
      expect(await within(row("Pagne wax")).findByText("10 000 FCFA")).toBeTruthy();
      expect(within(row("Pagne wax")).getByText("4")).toBeTruthy();
    } finally {
      LINKS[0] = first;
    }
  });
});

describe("the link form", () => {
  const type = (name: string | RegExp, value: string) =>
    fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

  it("shows the server's refusal at its field in French and keeps what was typed", async () => {
    open("/dashboard/payment-links/new");
    type("Adresse", "boutique-awa");
    type(/^Titre/, "Pagne wax");
    type(/^Montant \(FCFA\)/, "2500");
    fireEvent.click(screen.getByRole("checkbox", { name: "Wave" }));
    fireEvent.click(screen.getByRole("button", { name: "Créer le lien" }));

    const slug = screen.getByRole("textbox", { name: "Adresse" });
    await waitFor(() => expect(slug.getAttribute("aria-invalid")).toBe("true"));
    const error = document.getElementById(
      slug
        .getAttribute("aria-describedby")
        ?.split(" ")
        .find((id) => id.endsWith("error")) ?? "",
    );
    expect(error?.textContent).toBe("Cette adresse est déjà utilisée par un autre lien de paiement.");
    expect(posted).toEqual([
      expect.objectContaining({ slug: "boutique-awa", title: "Pagne wax", amount: 2500, operators: ["wave"] }),
    ]);
    expect(slug).toHaveProperty("value", "boutique-awa");
    expect(screen.getByRole("textbox", { name: /^Titre/ })).toHaveProperty("value", "Pagne wax");
    expect(screen.getByRole("checkbox", { name: "Wave" })).toHaveProperty("checked", true);
  });

  it("refuses a reserved address before asking the server", async () => {
    open("/dashboard/payment-links/new");
    type("Adresse", "login");
    type(/^Titre/, "Pagne wax");
    type(/^Montant \(FCFA\)/, "2500");
    fireEvent.click(screen.getByRole("button", { name: "Créer le lien" }));
    expect(
      (await screen.findAllByText("Cette adresse est réservée par PayFlow. Choisissez-en une autre.")).length,
    ).toBeGreaterThan(0);
    expect(posted).toEqual([]);
  });
});

describe("editing a link", () => {
  it("starts from the link, its address shown but not editable", async () => {
    open("/dashboard/payment-links/plink_1/edit");
    const slug = await screen.findByRole("textbox", { name: "Adresse" });
    expect(slug).toHaveProperty("value", "pagne-wax");
    expect(slug).toHaveProperty("disabled", true);
    expect(screen.getByRole("textbox", { name: /^Titre/ })).toHaveProperty("value", "Pagne wax");
    expect(screen.getByRole("button", { name: "Enregistrer" })).toBeTruthy();
  });

  it("is refused for a deactivated link", async () => {
    detail = aLink({ active: false, deactivatedAt: "2026-11-21T09:00:00.000Z" });
    open("/dashboard/payment-links/plink_1/edit");
    expect(await screen.findByText("Ce lien est désactivé : il ne peut plus être modifié.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enregistrer" })).toBeNull();
  });
});

describe("a link's page", () => {
  it("shows its totals and its payments, each opening the payment", async () => {
    open("/dashboard/payment-links/plink_1");
    expect((await screen.findByTestId("payment-link-payments")).textContent).toContain("PF-LINK-0001");
    expect(screen.getByTestId("payment-link-payments").textContent).toContain("15 000 FCFA");
    expect(screen.getByTestId("payment-link-total-collected").textContent).toContain("7 500 FCFA");
    expect(screen.getByTestId("payment-link-payments").querySelector("a")?.getAttribute("href")).toBe(
      "/dashboard/transactions?payment=pay_9",
    );
  });

  it("warns before deactivating, then shows the link inactive without Edit or Deactivate", async () => {
    open("/dashboard/payment-links/plink_1");
    fireEvent.click(await screen.findByRole("button", { name: "Désactiver" }));
    const dialog = await screen.findByRole("dialog", { name: "Désactiver ce lien ?" });
    expect(dialog.textContent).toContain("n'accepte plus de nouveaux paiements dès maintenant");
    expect(dialog.textContent).toContain("Les paiements déjà effectués ne changent pas.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Désactiver" }));
    await waitFor(() => expect(screen.getByTestId("payment-link-status").textContent).toBe("Inactif"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Désactiver" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Modifier" })).toBeNull();
  });

  it("shares a WhatsApp message in the chosen language, the QR code and the sticker", async () => {
    localStorage.setItem(TEST_MODE_STORAGE_KEY, "false");
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    open("/dashboard/payment-links/plink_1");
    const panel = await screen.findByTestId("payment-link-share");
    const message = () => {
      const href =
        within(panel)
          .getByRole("link", { name: /WhatsApp/ })
          .getAttribute("href") ?? "";
      expect(href.startsWith("https://wa.me/?text=")).toBe(true);
      return decodeURIComponent(href.slice("https://wa.me/?text=".length));
    };
    expect(message()).toBe("Pagne wax — 2 500 FCFA\nPayez ici : https://pay.example.ci/l/pagne-wax");
    expect(within(panel).getByText("https://pay.example.ci/l/pagne-wax")).toBeTruthy();
    expect((await within(panel).findByRole("img", { name: "QR code du lien Pagne wax" })).getAttribute("src")).toBe(
      "blob:qr",
    );

    fireEvent.click(within(panel).getByRole("radio", { name: "English" }));
    expect(message()).toBe("Pagne wax — 2,500 FCFA\nPay here: https://pay.example.ci/l/pagne-wax");
    fireEvent.click(within(panel).getByRole("button", { name: "Télécharger l'autocollant (PDF)" }));
    await waitFor(() => expect(downloads).toEqual(["sticker-en-live.pdf"]));
  });

  it("says 'Montant libre' for a link whose payer chooses, as its page and sticker do", async () => {
    detail = aLink({ amountType: "payer_chooses", amount: null });
    open("/dashboard/payment-links/plink_1");
    const panel = await screen.findByTestId("payment-link-share");
    const href =
      within(panel)
        .getByRole("link", { name: /WhatsApp/ })
        .getAttribute("href") ?? "";
    expect(decodeURIComponent(href)).toContain("Pagne wax — Montant libre\n");
  });
});

describe("someone who cannot take payments (no usePOS)", () => {
  it("sees the links and a link's page without New, Edit or Deactivate", async () => {
    const list = open("/dashboard/payment-links", reader);
    await screen.findByTestId("payment-links-table");
    expect(screen.queryByRole("link", { name: "Nouveau lien" })).toBeNull();
    list.unmount();

    open("/dashboard/payment-links/plink_1", reader);
    await screen.findByTestId("payment-link-share");
    expect(screen.getByRole("heading", { level: 1, name: "Pagne wax" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Désactiver" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Modifier" })).toBeNull();
  });

  it("is not offered the form", async () => {
    open("/dashboard/payment-links/new", reader);
    expect(await screen.findByText("Accès non autorisé")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Créer le lien" })).toBeNull();
  });
});

import type { PublicPaymentLink } from "@payflow/contracts/payment-links";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderLinkPage } from "./support/render-pay";

// A payment link's page (src/pay/link) as a payer uses it, in French, against a stubbed server:
// what is asked and how much, the refusals at their field before anything is sent and after the
// server's answer, and what the server receives.

const LINK: PublicPaymentLink = {
  slug: "pagne-wax",
  title: "Pagne wax",
  description: "6 yards, coton",
  imageUrl: null,
  businessName: "Tissus Awa",
  businessLogoUrl: null,
  currency: "XOF",
  amountType: "fixed",
  amount: 2_500,
  minAmount: null,
  maxAmount: null,
  suggestedAmounts: [],
  quantityMax: 5,
  operators: ["wave", "mtn_momo"],
  fields: { name: "required", phone: "off", email: "optional", note: "off" },
  noteLabel: "",
  successMessage: "",
  mode: "test",
};

type Reply = { status: number; body: unknown };
let posts: unknown[];
let reply: Reply;

beforeEach(() => {
  posts = [];
  reply = { status: 201, body: { paymentId: "pay_1", status: "pending", amount: 0, currency: "XOF", checkoutUrl: "" } };
  localStorage.setItem("appLanguage", "fr");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/public/payment-links/${LINK.slug}/payments` && init?.method === "POST") {
        posts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(reply.body), { status: reply.status });
      }
      throw new Error(`unexpected call to ${url}`);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const typeIn = (label: RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: /Continuer/ }));

describe("a fixed link with quantities", () => {
  it("shows who asks for what, the total for the quantity, and sends the quantity and answers", async () => {
    renderLinkPage(LINK);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("Tissus Awa");
    expect(screen.getByText("Pagne wax")).toBeTruthy();
    expect(screen.getByTestId("link-amount").textContent).toBe("2 500 FCFA");
    expect(screen.getByText(/Moyens acceptés : Wave · MTN Mobile Money/)).toBeTruthy();
    typeIn(/Quantité/, "3");
    expect(screen.getByTestId("link-total").textContent).toBe("7 500 FCFA");
    typeIn(/Votre nom/, "Awa Koné");
    submit();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ quantity: 3, answers: { name: "Awa Koné" } });
  });

  it("refuses a quantity above the link's and a missing required answer before sending anything", async () => {
    renderLinkPage(LINK);
    typeIn(/Quantité/, "6");
    submit();
    expect(await screen.findByText("Cette quantité ne peut pas être achetée par ce lien.")).toBeTruthy();
    typeIn(/Quantité/, "2");
    submit();
    expect(await screen.findByText("Veuillez répondre à cette question.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Votre nom/));
    expect(posts).toHaveLength(0);
  });

  it("shows the server's refusal at its field and keeps what was typed", async () => {
    reply = { status: 400, body: { error: { code: "invalidEmail", field: "answers.email" } } };
    renderLinkPage(LINK);
    typeIn(/Votre nom/, "Awa");
    typeIn(/Votre e-mail/, "awa@exemple");
    submit();
    expect(await screen.findByText("Adresse e-mail invalide.")).toBeTruthy();
    expect((screen.getByLabelText(/Votre nom/) as HTMLInputElement).value).toBe("Awa");
    expect((screen.getByLabelText(/Votre e-mail/) as HTMLInputElement).value).toBe("awa@exemple");
  });
});

describe("a link whose payer chooses the amount", () => {
  const free: PublicPaymentLink = {
    ...LINK,
    amountType: "payer_chooses",
    amount: null,
    quantityMax: null,
    minAmount: 1_000,
    maxAmount: 50_000,
    suggestedAmounts: [5_000, 10_000],
    fields: { name: "off", phone: "off", email: "off", note: "off" },
  };

  it("takes a suggested amount or one typed within the bounds", async () => {
    renderLinkPage(free);
    expect(screen.getByTestId("link-amount").textContent).toBe("De 1 000 à 50 000 FCFA");
    typeIn(/Montant à payer/, "60000");
    submit();
    expect(await screen.findByText("Le montant doit être compris entre 1 000 et 50 000 FCFA.")).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "10 000 FCFA" }));
    expect(screen.getByRole("button", { name: "Continuer — 10 000 FCFA" })).toBeTruthy();
    submit();
    await waitFor(() => expect(posts).toEqual([{ amount: 10_000, answers: {} }]));
  });
});

describe("a link that takes no payment", () => {
  it("says so, with nothing to fill in", () => {
    renderLinkPage(null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ce lien de paiement n'est pas disponible");
    expect(screen.queryByRole("button", { name: /Continuer/ })).toBeNull();
  });
});

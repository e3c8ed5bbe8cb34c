import type { CheckoutView } from "@payflow/contracts/payments";
import { fireEvent, screen, waitFor, within } from "@testing-library/dom";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { PENDING_VIEW, renderPayPage } from "./support/render-pay";

// The payer's page (src/pay) against a stubbed server: GET /api/checkout/:id answers the next
// view of a sequence (the last one repeats), POST …/pay answers what the test says. What is
// asserted is what the payer sees.

const ID = PENDING_VIEW.id;
const QR = "data:image/svg+xml;base64,PHN2Zy8+";

const pending = PENDING_VIEW;
const view = (patch: Partial<CheckoutView>): CheckoutView => ({ ...pending, ...patch });

type Reply = CheckoutView | { status: number; body?: unknown } | "network";
type Server = { views: Reply[]; pay?: (body: { operator: string; phone?: string }) => Reply; posts: unknown[] };

function json(reply: Reply): Response {
  if (reply === "network") throw new TypeError("Failed to fetch");
  if ("id" in reply) return new Response(JSON.stringify(reply), { status: 200 });
  return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status });
}

function serve(views: Reply[], pay?: Server["pay"]): Server {
  const server: Server = { views: [...views], posts: [], ...(pay ? { pay } : {}) };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/checkout/${ID}` && (init?.method ?? "GET") === "GET") {
        const next = server.views.length > 1 ? server.views.shift() : server.views[0];
        return json(next as Reply);
      }
      if (url === `/api/checkout/${ID}/pay` && init?.method === "POST" && server.pay) {
        const body = JSON.parse(String(init.body));
        server.posts.push(body);
        return json(server.pay(body));
      }
      if (url.startsWith("/api/checkout/")) return json({ status: 404, body: { error: { code: "notFound" } } });
      throw new Error(`unexpected call to ${url}`);
    }),
  );
  return server;
}

const renderPage = (id = ID) => renderPayPage(id);

/** Lets time pass (the 2-second status reads, the countdowns), and renders what it changed. */
const later = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
/** Lets the 2-second status reads happen. */
const nextPoll = () => later(2100);
/** The payer's language, as the page reads it when it opens (French without one). */
const inLanguage = (language: "fr" | "en") => localStorage.setItem("appLanguage", language);

const realMatchMedia = window.matchMedia;
function screenWidth(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: desktop && query.includes("min-width"),
  })) as typeof window.matchMedia;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.matchMedia = realMatchMedia;
});

describe("checkout page: the payment and the payer's choice", () => {
  it("shows the business, the amount, the description, the code and the test banner, in French by default", async () => {
    serve([pending]);
    renderPage();
    const title = await screen.findByRole("heading", { level: 1 });
    expect(title.textContent).toBe("Paiement à Boutique Awa");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("2 543 000 FCFA")).toBeTruthy();
    expect(screen.getByText("Commande n°42 — 3 sacs de riz")).toBeTruthy();
    expect(screen.getByText("PF-7KQ2-M9XL")).toBeTruthy();
    expect(screen.getByText("Mode test")).toBeTruthy();
    const group = screen.getByRole("radiogroup", { name: "Choisissez votre moyen de paiement" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("aria-label")),
    ).toEqual(["Wave", "Orange Money", "MTN Mobile Money", "Moov Money", "Virement bancaire"]);
    expect(document.title).toBe("Paiement — PayFlow");
  });

  it("refuses on the page a number of another network, a missing number and a missing choice, sending nothing", async () => {
    const server = serve([pending], () => pending);
    renderPage();
    const pay = await screen.findByRole("button", { name: "Payer 2 543 000 FCFA" });
    fireEvent.click(pay);
    expect(await screen.findByText("Choisissez un moyen de paiement.")).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "Orange Money" }));
    expect((screen.getByRole("radio", { name: "Orange Money" }) as HTMLInputElement).checked).toBe(true);
    const phone = screen.getByLabelText(/^Numéro Mobile Money/);
    expect(screen.getByText("Numéro commençant par 07")).toBeTruthy();
    fireEvent.click(pay);
    expect(await screen.findByText("Saisissez votre numéro Mobile Money.")).toBeTruthy();

    fireEvent.input(phone, { target: { value: "05 00 00 00 08" } });
    fireEvent.click(pay);
    expect(
      await screen.findByText("Ce numéro n'appartient pas à l'opérateur choisi (07 Orange, 05 MTN, 01 Moov)."),
    ).toBeTruthy();
    expect((phone as HTMLInputElement).value).toBe("05 00 00 00 08");
    expect(server.posts).toEqual([]);

    // Wave takes any of the three networks.
    fireEvent.click(screen.getByRole("radio", { name: "Wave" }));
    expect(screen.getByText("Numéro commençant par 01, 05 ou 07")).toBeTruthy();
  });

  it("shows the server's refusal on the phone field and keeps what was typed", async () => {
    serve([pending], () => ({
      status: 400,
      body: { error: { code: "invalidPhone", message: "Invalid phone", field: "phone" } },
    }));
    renderPage();
    fireEvent.click(await screen.findByRole("radio", { name: "MTN Mobile Money" }));
    const phone = screen.getByLabelText(/^Numéro Mobile Money/) as HTMLInputElement;
    fireEvent.input(phone, { target: { value: "0500000008" } });
    fireEvent.click(screen.getByRole("button", { name: /^Payer/ }));
    expect(await screen.findByText("Numéro de téléphone invalide (10 chiffres attendus).")).toBeTruthy();
    expect(phone.value).toBe("0500000008");
  });

  it("warns about a chosen operator that is down and names the others, which stay offered", async () => {
    serve([view({ operators: ["wave", "mtn_momo", "bank_transfer"], operatorsDown: ["mtn_momo"] })]);
    renderPage();
    const mtn = await screen.findByRole("radio", { name: "MTN Mobile Money" });
    expect(screen.getByText("Perturbé")).toBeTruthy();
    expect(screen.queryByText("MTN Mobile Money rencontre des difficultés en ce moment")).toBeNull();
    fireEvent.click(mtn);
    expect(await screen.findByText("MTN Mobile Money rencontre des difficultés en ce moment")).toBeTruthy();
    expect(
      screen.getByText(
        "Votre paiement risque de ne pas aboutir. Vous pouvez payer plutôt avec Wave ou Virement bancaire.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Wave" }));
    expect(screen.queryByText("MTN Mobile Money rencontre des difficultés en ce moment")).toBeNull();
  });

  it("skips the choice when the payment fixes the operator", async () => {
    serve([view({ operator: "orange_money", operators: ["orange_money"] })]);
    renderPage();
    expect(await screen.findByText("Vous payez avec Orange Money")).toBeTruthy();
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(screen.getByLabelText(/^Numéro Mobile Money/)).toBeTruthy();
  });
});

describe("checkout page: after the choice", () => {
  it("Wave: a button to Wave's page, and the QR code on a desktop (English)", async () => {
    inLanguage("en");
    screenWidth(true);
    const redirect = view({
      operator: "wave",
      phoneHint: "••••••••08",
      nextAction: { type: "redirect", url: "http://localhost:3000/sandbox/wave/pay/cos-18qvz", instructions: null },
      redirectQr: QR,
    });
    const server = serve([pending], (body) =>
      body.operator === "wave" && body.phone === "0700000008" ? redirect : { status: 400, body: {} },
    );
    renderPage();
    expect(await screen.findByText("2,543,000 FCFA")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Wave" }));
    fireEvent.input(screen.getByLabelText(/^Mobile Money number/), { target: { value: "+225 07 00 00 00 08" } });
    fireEvent.click(screen.getByRole("button", { name: "Pay 2,543,000 FCFA" }));
    const go = await screen.findByRole("link", { name: "Go to Wave" });
    expect(go.getAttribute("href")).toBe("http://localhost:3000/sandbox/wave/pay/cos-18qvz");
    expect(screen.getByRole("img", { name: "QR code to pay with Wave on your phone" }).getAttribute("src")).toBe(QR);
    expect(screen.getByTestId("checkout-status").textContent).toBe("Waiting for the payment confirmation…");
    expect(server.posts).toEqual([{ operator: "wave", phone: "0700000008" }]);
  });

  it("Orange on a phone: the button only, no QR code", async () => {
    screenWidth(false);
    serve([
      view({
        operator: "orange_money",
        phoneHint: "••••••••08",
        nextAction: { type: "redirect", url: "http://localhost:3000/sandbox/orange_money/pay/tok", instructions: null },
        redirectQr: QR,
      }),
    ]);
    renderPage();
    expect(await screen.findByRole("link", { name: "Aller sur Orange Money" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("MTN: approve on the phone, then the status turns to success without a reload", async () => {
    const approve = view({
      operator: "mtn_momo",
      phoneHint: "••••••••08",
      nextAction: { type: "approve_on_phone", url: null, instructions: "Composez *133# si la demande n'arrive pas." },
      sandboxPhoneUrl: "http://localhost:3000/sandbox/mtn_momo/phone/0500000008",
    });
    serve([pending, approve, view({ ...approve, status: "succeeded" })], () => approve);
    renderPage();
    fireEvent.click(await screen.findByRole("radio", { name: "MTN Mobile Money" }));
    fireEvent.input(screen.getByLabelText(/^Numéro Mobile Money/), { target: { value: "0500000008" } });
    fireEvent.click(screen.getByRole("button", { name: /^Payer/ }));

    expect(await screen.findByRole("heading", { name: "Validez le paiement sur votre téléphone" })).toBeTruthy();
    expect(screen.getByText(/envoyée au \+225 ••••••••08/)).toBeTruthy();
    expect(screen.getByText("Composez *133# si la demande n'arrive pas.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ouvrir le téléphone de test" }).getAttribute("href")).toBe(
      "http://localhost:3000/sandbox/mtn_momo/phone/0500000008",
    );
    expect(screen.getByTestId("checkout-status").textContent).toBe("En attente de votre validation…");

    await nextPoll();
    expect(screen.queryByRole("heading", { name: "Paiement réussi" })).toBeNull();
    await nextPoll();
    expect(await screen.findByRole("heading", { name: "Paiement réussi" })).toBeTruthy();
    expect(screen.getByText("Boutique Awa a bien reçu votre paiement de 2 543 000 FCFA.")).toBeTruthy();
    expect(screen.getByTestId("checkout-status").textContent).toBe("Paiement réussi");
  });

  it("after a failed attempt: says why and offers every method again, then pays another way", async () => {
    const approve = view({
      operator: "mtn_momo",
      phoneHint: "••••••••02",
      nextAction: { type: "approve_on_phone", url: null, instructions: null },
    });
    const again = view({
      failure: { code: "insufficient_funds" },
      failedAttempt: { operator: "mtn_momo", attemptsLeft: 1 },
    });
    const moov = view({ operator: "moov_money", phoneHint: "••••••••01", nextAction: approve.nextAction });
    const server = serve([pending, again], (body) => (body.operator === "mtn_momo" ? approve : moov));
    renderPage();
    fireEvent.click(await screen.findByRole("radio", { name: "MTN Mobile Money" }));
    fireEvent.input(screen.getByLabelText(/^Numéro Mobile Money/), { target: { value: "0500000002" } });
    fireEvent.click(screen.getByRole("button", { name: /^Payer/ }));
    await nextPoll();

    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Votre paiement avec MTN Mobile Money n'a pas abouti");
    expect(notice.textContent).toContain("Solde insuffisant sur le compte Mobile Money.");
    expect(notice.textContent).toContain("Encore un essai possible.");
    expect(screen.getByTestId("checkout-status").textContent).toBe(
      "Votre paiement avec MTN Mobile Money n'a pas abouti",
    );
    for (const name of ["Wave", "Orange Money", "MTN Mobile Money", "Moov Money"]) {
      expect(screen.getByRole("radio", { name })).toBeTruthy();
    }
    server.views = [moov];
    fireEvent.click(screen.getByRole("radio", { name: "Moov Money" }));
    fireEvent.input(screen.getByLabelText(/^Numéro Mobile Money/), { target: { value: "0100000001" } });
    fireEvent.click(screen.getByRole("button", { name: /^Payer/ }));
    expect(await screen.findByRole("heading", { name: "Validez le paiement sur votre téléphone" })).toBeTruthy();
  });

  it("stops reading the status while the page is hidden and catches up as soon as it is shown again", async () => {
    const approve = view({
      operator: "moov_money",
      phoneHint: "••••••••08",
      nextAction: { type: "approve_on_phone", url: null, instructions: null },
    });
    serve([approve, view({ ...approve, status: "succeeded" })]);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Validez le paiement sur votre téléphone" })).toBeTruthy();
    const reads = () => vi.mocked(fetch).mock.calls.length;
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    };
    onTestFinished(() => {
      Reflect.deleteProperty(document, "visibilityState");
    });
    setVisibility("hidden");
    const before = reads();
    await later(10_000);
    expect(reads()).toBe(before);
    expect(screen.queryByRole("heading", { name: "Paiement réussi" })).toBeNull();
    // Back from the operator's app: read at once, without waiting for the next 2 s.
    act(() => setVisibility("visible"));
    expect(await screen.findByRole("heading", { name: "Paiement réussi" })).toBeTruthy();
    expect(reads()).toBe(before + 1);
  });

  it("bank transfer: an IBAN in groups of 4, and no holder line for an account saved without one", async () => {
    const transfer = view({
      operator: "bank_transfer",
      nextAction: { type: "bank_transfer", url: null, instructions: "Ecobank" },
      bank: { bankName: "Ecobank", accountName: "", accountNumber: "CI93CI0080100100123456789012" },
    });
    serve([transfer, transfer]);
    renderPage();
    const details = await screen.findByTestId("bank-details");
    expect(within(details).getByText("CI93 CI00 8010 0100 1234 5678 9012")).toBeTruthy();
    expect(within(details).queryByText("Titulaire du compte")).toBeNull();
  });

  it("bank transfer: the details with copy buttons, then success when the business sees the transfer", async () => {
    let clipboard = "";
    const writeText = async (text: string) => {
      clipboard = text;
    };
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, "clipboard");
    });
    const transfer = view({
      operator: "bank_transfer",
      nextAction: { type: "bank_transfer", url: null, instructions: "Ecobank — Boutique Awa" },
      bank: { bankName: "Ecobank", accountName: "Boutique Awa SARL", accountNumber: "CI0080100100123456789012" },
    });
    serve([transfer, transfer, view({ ...transfer, status: "succeeded" })]);
    renderPage();
    const details = await screen.findByTestId("bank-details");
    // The RIB as banks print it: bank code, branch code, account number, key.
    for (const text of ["Ecobank", "Boutique Awa SARL", "CI008 01001 001234567890 12", "PF-7KQ2-M9XL"]) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    expect(screen.getByText(/confirmé dès que Boutique Awa voit votre virement/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Copier Numéro de compte" }));
    expect(await screen.findByRole("button", { name: "Copié Numéro de compte" })).toBeTruthy();
    expect(clipboard).toBe("CI0080100100123456789012");
    fireEvent.click(screen.getByRole("button", { name: "Copier Référence" }));
    await waitFor(() => expect(clipboard).toBe("PF-7KQ2-M9XL"));
    fireEvent.click(screen.getByRole("button", { name: "Copier Montant" }));
    await waitFor(() => expect(clipboard).toBe("2543000"));
    // The confirmation goes back after 2 s.
    await later(2100);
    expect(screen.getByRole("button", { name: "Copier Numéro de compte" })).toBeTruthy();

    await nextPoll();
    expect(await screen.findByRole("heading", { name: "Paiement réussi" })).toBeTruthy();
  });
});

describe("checkout page: final and missing payments", () => {
  it("a failure says why (French and English)", async () => {
    const failed = view({ status: "failed", operator: "wave", failure: { code: "insufficient_funds" }, operators: [] });
    serve([failed]);
    const { unmount } = renderPage();
    expect(await screen.findByRole("heading", { name: "Paiement échoué" })).toBeTruthy();
    expect(screen.getByText("Motif : Solde insuffisant sur le compte Mobile Money.")).toBeTruthy();
    unmount();

    inLanguage("en");
    renderPage();
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeTruthy();
    expect(screen.getByText("Reason: Insufficient balance on the Mobile Money account.")).toBeTruthy();
    expect(screen.getByText(/Ask Boutique Awa for a new payment link/)).toBeTruthy();
  });

  it("expired and cancelled payments say so", async () => {
    serve([view({ status: "expired", operators: [] })]);
    const { unmount } = renderPage();
    expect(await screen.findByRole("heading", { name: "Lien de paiement expiré" })).toBeTruthy();
    unmount();
    serve([view({ status: "cancelled", operators: [] })]);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Paiement annulé" })).toBeTruthy();
  });

  it("a final payment with a return URL offers the way back and counts down, which the payer can stop", async () => {
    inLanguage("en");
    const back = "https://shop.example.ci/merci?status=succeeded&tx_ref=pay_7Hk2mQ9xLp";
    serve([view({ status: "succeeded", operator: "wave", operators: [], returnUrl: back })]);
    renderPage();
    expect((await screen.findByRole("link", { name: "Return to the merchant" })).getAttribute("href")).toBe(back);
    expect(screen.getByText("Taking you back to the merchant in 3 s…")).toBeTruthy();
    await later(1000);
    expect(screen.getByText("Taking you back to the merchant in 2 s…")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay on this page" }));
    expect(screen.queryByText(/Taking you back/)).toBeNull();
    expect(screen.getByRole("link", { name: "Return to the merchant" })).toBeTruthy();
  });

  it("a link that does not exist says so, in both languages", async () => {
    serve([pending]);
    const { unmount } = renderPage("pay_unknown");
    expect(await screen.findByRole("heading", { level: 1, name: "Ce lien de paiement n'existe pas" })).toBeTruthy();
    unmount();
    inLanguage("en");
    renderPage("pay_unknown");
    expect(await screen.findByRole("heading", { level: 1, name: "This payment link does not exist" })).toBeTruthy();
    expect(screen.queryByText("Boutique Awa")).toBeNull();
  });

  it("a network failure offers to try again, which loads the payment", async () => {
    serve(["network", pending]);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Le paiement n'a pas pu être chargé" })).toBeTruthy();
    expect(screen.getByText("Impossible de joindre PayFlow. Vérifiez votre connexion et réessayez.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("radiogroup")).toBeTruthy();
  });

  it("switches to English with the language button", async () => {
    serve([pending]);
    renderPage();
    await screen.findByRole("heading", { name: /Boutique Awa/ });
    fireEvent.click(screen.getByTestId("language-control"));
    expect(await screen.findByRole("radiogroup", { name: "Choose how to pay" })).toBeTruthy();
    expect(screen.getByText("2,543,000 FCFA")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Bank transfer" })).toBeTruthy();
  });
});

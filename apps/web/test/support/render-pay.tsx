/** @jsxImportSource preact */

import type { PublicInvoice } from "@payflow/contracts/invoice-views";
import type { PublicPaymentLink } from "@payflow/contracts/payment-links";
import type { CheckoutView } from "@payflow/contracts/payments";
import { configure } from "@testing-library/dom";
import type { ComponentChildren } from "preact";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach } from "vitest";
import { InvoicePage } from "../../src/pay/invoice/InvoicePage";
import { LinkPage } from "../../src/pay/link/LinkPage";
import { PayPage } from "../../src/pay/PayPage";

// The payer's page (src/pay, Preact) in jsdom: rendered into the document, queried with
// @testing-library/dom. Each event goes through Preact's act, so what it changes is rendered
// when the event returns, as @testing-library/react does for the dashboard.

configure({
  eventWrapper: (dispatch) => {
    let result: unknown;
    act(() => {
      result = dispatch();
    });
    return result;
  },
});

/** A pending test-mode payment whose payer chooses among every method: the tests' starting view. */
export const PENDING_VIEW: CheckoutView = {
  id: "pay_7Hk2mQ9xLp",
  status: "pending",
  amount: 2_543_000,
  currency: "XOF",
  description: "Commande n°42 — 3 sacs de riz",
  businessName: "Boutique Awa",
  code: "PF-7KQ2-M9XL",
  operator: null,
  operators: ["wave", "orange_money", "mtn_momo", "moov_money", "bank_transfer"],
  operatorsDown: [],
  phoneHint: null,
  nextAction: null,
  redirectQr: null,
  failure: null,
  failedAttempt: null,
  mode: "test",
  expiresAt: null,
  returnUrl: null,
  bank: null,
  sandboxPhoneUrl: null,
  successMessage: null,
};

const mounted = new Set<HTMLElement>();

function mount(page: ComponentChildren) {
  const container = document.body.appendChild(document.createElement("div"));
  mounted.add(container);
  act(() => render(page, container));
  return {
    unmount: () => {
      act(() => render(null, container));
      container.remove();
      mounted.delete(container);
    },
  };
}

/** Opens /pay/:id; `unmount` takes it away (done after each test anyway). */
export const renderPayPage = (id: string) => mount(<PayPage id={id} />);

/** Opens a payment link's page as the server wrote it (null: the link is not available). */
export const renderLinkPage = (link: PublicPaymentLink | null) => mount(<LinkPage link={link} />);

/** Opens /i/:id as the server wrote it (null: no invoice in the page, the page asks the API). */
export const renderInvoicePage = (id: string, invoice: PublicInvoice | null) =>
  mount(<InvoicePage id={id} invoice={invoice} />);

afterEach(() => {
  for (const container of mounted) {
    render(null, container);
    container.remove();
  }
  mounted.clear();
});

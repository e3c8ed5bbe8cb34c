/** @jsxImportSource preact */
import "./pay.css";
import { render } from "preact";
import { InvoicePage, invoiceOfPage } from "./invoice/InvoicePage";
import { LinkPage, linkOfPage } from "./link/LinkPage";
import { PayPage } from "./PayPage";
import { applyScheme, currentScheme } from "./preferences";

// The payer's page (pay.html, served for every /pay/… address and, written per link or invoice,
// /l/<slug> and /i/<id>): its own entry, without the dashboard's React, router, i18next or
// Mantine (docs/ARCHITECTURE.md § The web app).

/** The id of /pay/:id or /i/:id; "" for any other address under them (shown as one that does not exist). */
function idIn(pathname: string, under: "pay" | "i"): string {
  const match = new RegExp(`^/${under}/([^/]+)/?$`).exec(pathname);
  try {
    return match?.[1] ? decodeURIComponent(match[1]) : "";
  } catch {
    return "";
  }
}

applyScheme(currentScheme());
const root = document.getElementById("root");
if (!root) throw new Error("#root missing from pay.html");
// /l/<slug> is a payment link's page (the server wrote the link into it), /i/<id> an invoice's
// (the server writes the invoice into it), any other a payment's.
const { pathname } = window.location;
const page = pathname.startsWith("/l/") ? (
  <LinkPage link={linkOfPage()} />
) : pathname.startsWith("/i/") ? (
  <InvoicePage id={idIn(pathname, "i")} invoice={invoiceOfPage()} />
) : (
  <PayPage id={idIn(pathname, "pay")} />
);
// The server's markup (a link's or an invoice's page) makes way: the page draws the same
// summary, then its form.
root.replaceChildren();
render(page, root);

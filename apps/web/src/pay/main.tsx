/** @jsxImportSource preact */
import "./pay.css";
import { render } from "preact";
import { LinkPage, linkOfPage } from "./link/LinkPage";
import { PayPage } from "./PayPage";
import { applyScheme, currentScheme } from "./preferences";

// The payer's page (pay.html, served for every /pay/… address and, written per link, /l/<slug>): its own entry, without the
// dashboard's React, router, i18next or Mantine (docs/ARCHITECTURE.md § The web app).

/** The payment id of /pay/:id; "" for any other address under /pay/ (shown as a link that does not exist). */
function paymentId(pathname: string): string {
  const match = /^\/pay\/([^/]+)\/?$/.exec(pathname);
  try {
    return match?.[1] ? decodeURIComponent(match[1]) : "";
  } catch {
    return "";
  }
}

applyScheme(currentScheme());
const root = document.getElementById("root");
if (!root) throw new Error("#root missing from pay.html");
// /l/<slug> is a payment link's page (the server wrote the link into it), any other a payment's.
const page = window.location.pathname.startsWith("/l/") ? (
  <LinkPage link={linkOfPage()} />
) : (
  <PayPage id={paymentId(window.location.pathname)} />
);
// The server's markup (a link's page) makes way: the page draws the same summary, then its form.
root.replaceChildren();
render(page, root);

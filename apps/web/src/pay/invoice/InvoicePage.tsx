/** @jsxImportSource preact */
import "../link/link.css";
import "./invoice.css";

import type { PublicInvoice } from "@payflow/contracts/invoice-views";
import { API } from "@payflow/contracts/paths";
import { useEffect, useState } from "preact/hooks";
import { ApiError } from "../../lib/http";
import { LoadFailed, Loading, PayerPage } from "../PayPage";
import { dataOfPage } from "../page-data";
import { browserLanguage } from "../preferences";
import type { PayTexts } from "../texts";
import { Icon, Message, TestModeBanner, useWords } from "../ui";
import { fill } from "../words";
import { fetchInvoice } from "./api";
import { InvoiceHead } from "./InvoiceHead";
import { InvoiceLines } from "./InvoiceLines";
import { InvoicePay } from "./InvoicePay";

// /i/<id> — an invoice's page (docs/INVOICES.md): the business's client sees the invoice as
// certified, what was paid and what remains, and pays all or a part. The server writes the
// invoice into the page (JSON in #invoice-data); without it the page asks the API once.

/** The invoice the server wrote into the page; null when it wrote none. */
export const invoiceOfPage = () => dataOfPage<PublicInvoice>("invoice-data");

type Load =
  | { phase: "loading" }
  | { phase: "ready"; invoice: PublicInvoice }
  | { phase: "unavailable" }
  | { phase: "error"; error: unknown };

/** Drafts and void invoices are not the payer's (the server answers 404 for them). */
const shown = (invoice: PublicInvoice): Load =>
  invoice.state === "draft" || invoice.state === "void" ? { phase: "unavailable" } : { phase: "ready", invoice };

/** The invoice: the page's own, else the API's (a 404 is an invoice the payer may not see). */
function useInvoice(id: string, written: PublicInvoice | null): [Load, () => void] {
  const [load, setLoad] = useState<Load>(written ? shown(written) : { phase: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (written) return;
    if (!id) return setLoad({ phase: "unavailable" });
    const abort = new AbortController();
    setLoad({ phase: "loading" });
    fetchInvoice(id, abort.signal).then(
      (invoice) => setLoad(shown(invoice)),
      (error) => {
        if (abort.signal.aborted) return;
        setLoad(
          error instanceof ApiError && error.status === 404 ? { phase: "unavailable" } : { phase: "error", error },
        );
      },
    );
    return () => abort.abort();
  }, [id, written, attempt]);
  return [load, () => setAttempt((n) => n + 1)];
}

function Unavailable() {
  const { w } = useWords();
  return <Message title={w.invoice.unavailableTitle} text={w.invoice.unavailableText} testId="invoice-unavailable" />;
}

function InvoiceView({ invoice }: { invoice: PublicInvoice }) {
  const { language, w } = useWords();
  return (
    <>
      {invoice.mode === "test" && <TestModeBanner />}
      <InvoiceHead invoice={invoice} />
      <InvoicePay invoice={invoice} />
      <InvoiceLines invoice={invoice} />
      <p class="center row">
        <a class="button light" href={API.publicInvoicePdf(invoice.id, language)} data-testid="invoice-pdf">
          <Icon name="download" />
          {w.invoice.pdf}
        </a>
      </p>
    </>
  );
}

function Content({ load, retry }: { load: Load; retry: () => void }) {
  const { w } = useWords();
  switch (load.phase) {
    case "loading":
      return <Loading text={w.invoice.loading} />;
    case "unavailable":
      return <Unavailable />;
    case "error":
      return <LoadFailed title={w.invoice.loadError} error={load.error} retry={retry} />;
    case "ready":
      return <InvoiceView invoice={load.invoice} />;
  }
}

/** The page's title: the invoice and who sent it once known, else what the page says. */
const titleOf = (load: Load) => (w: PayTexts) =>
  load.phase === "ready"
    ? `${fill(w.invoice.number, { number: load.invoice.number })} — ${load.invoice.businessName}`
    : load.phase === "unavailable"
      ? w.invoice.unavailableTitle
      : w.pageTitle;

/** /i/<id>, in the payer's browser language (or the one chosen on PayFlow's pages). */
export function InvoicePage({ id, invoice }: { id: string; invoice: PublicInvoice | null }) {
  const [load, retry] = useInvoice(id, invoice);
  return (
    <PayerPage title={titleOf(load)} language={browserLanguage}>
      <Content load={load} retry={retry} />
    </PayerPage>
  );
}

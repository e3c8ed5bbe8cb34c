/** @jsxImportSource preact */
import "./link.css";

import { paymentLinkAmountText } from "@payflow/contracts/payment-link-page";
import type { PublicPaymentLink } from "@payflow/contracts/payment-links";
import { PAYMENT_OPERATOR_NAMES } from "@payflow/contracts/payment-rules";
import { PayerPage } from "../PayPage";
import { dataOfPage } from "../page-data";
import type { PayTexts } from "../texts";
import { Business, Message, TestModeBanner, useWords } from "../ui";
import { LinkForm } from "./LinkForm";

// /l/<slug> — a payment link's page (docs/PAYMENTS.md § Payment links). The server wrote the link
// into the page (its markup for a payer without JavaScript, and the same link as JSON for this
// script): nothing is asked of the server until the payer continues.

/** The link the server wrote into the page; null when it answered that the link is not available. */
export const linkOfPage = () => dataOfPage<PublicPaymentLink>("payment-link-data");

function Unavailable() {
  const { w } = useWords();
  return <Message title={w.link.unavailableTitle} text={w.link.unavailableText} testId="link-unavailable" />;
}

function LinkSummary({ link }: { link: PublicPaymentLink }) {
  const { language, w } = useWords();
  const ways = link.operators.map((op) => (op === "bank_transfer" ? w.bankTransfer : PAYMENT_OPERATOR_NAMES[op]));
  return (
    <>
      {link.mode === "test" && <TestModeBanner />}
      <section class="panel summary">
        <Business label={w.link.payTo} name={link.businessName} logoUrl={link.businessLogoUrl} heading />
        {link.imageUrl && (
          <img class="link-image" src={link.imageUrl} alt="" referrerpolicy="no-referrer" loading="lazy" />
        )}
        <p class="h4 wrap">{link.title}</p>
        <p class="amount" data-testid="link-amount">
          {paymentLinkAmountText(link, language)}
        </p>
        {link.description && <p class="wrap lines">{link.description}</p>}
        {ways.length > 0 && (
          <p class="small dimmed">
            {w.link.acceptedWays} : {ways.join(" · ")}
          </p>
        )}
      </section>
    </>
  );
}

export function LinkPage({ link }: { link: PublicPaymentLink | null }) {
  const title = (w: PayTexts) => (link ? `${link.title} — ${link.businessName}` : w.link.unavailableTitle);
  return (
    <PayerPage title={title}>
      {link ? (
        <>
          <LinkSummary link={link} />
          <section class="panel">
            <LinkForm link={link} />
          </section>
        </>
      ) : (
        <Unavailable />
      )}
    </PayerPage>
  );
}

import "../i18n-invoicing";
import type { InvoicingSettings } from "@payflow/contracts/invoicing-settings";
import { useQuery } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { invoicingSettingsQuery } from "../api/invoicing-settings";
import { FneSpaceForm } from "./FneSpaceForm";
import { NumberingForm } from "./InvoiceNumberingForm";
import { SettingsSection } from "./SettingsSection";

/** The invoicing settings' two cards, from one read: the numbering, then the live FNE space. */
const CARDS: readonly {
  id: string;
  texts: "numbering" | "fne";
  Form: ComponentType<{ settings: InvoicingSettings }>;
}[] = [
  { id: "invoice-numbering", texts: "numbering", Form: NumberingForm },
  { id: "fne-space", texts: "fne", Form: FneSpaceForm },
];

/**
 * Settings › invoicing (docs/INVOICES.md § Numbering, docs/FNE.md § The client): how the company's
 * invoices are numbered, and the FNE space its live invoices are certified with.
 */
export function InvoicingSettingsCards() {
  const { t } = useTranslation();
  const query = useQuery(invoicingSettingsQuery());
  return CARDS.map(({ id, texts, Form }) => (
    <SettingsSection
      key={id}
      id={id}
      title={t(`invoicing.${texts}.title`)}
      intro={t(`invoicing.${texts}.intro`)}
      query={query}
      skeletonHeight={200}
    >
      {(settings) => <Form settings={settings} />}
    </SettingsSection>
  ));
}

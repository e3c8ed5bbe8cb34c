import type { InvoiceNumberingSettings, InvoicingSettings } from "@payflow/contracts/invoicing-settings";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useReplacingMutation } from "../../../lib/mutation";
import { invoicingSettingsQueryKey } from "./invoicing-settings";

/** PUT /api/settings/invoicing/numbering; the answer replaces the settings shown. */
export const useSaveInvoiceNumbering = () =>
  useReplacingMutation(
    (body: InvoiceNumberingSettings) => api<InvoicingSettings>(API.invoicingNumbering, { method: "PUT", body }),
    invoicingSettingsQueryKey,
  );

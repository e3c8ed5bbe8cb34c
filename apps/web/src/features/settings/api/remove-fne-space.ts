import type { InvoicingSettings } from "@payflow/contracts/invoicing-settings";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useReplacingMutation } from "../../../lib/mutation";
import { invoicingSettingsQueryKey } from "./invoicing-settings";

/** DELETE /api/settings/invoicing/fne; the answer replaces the settings shown. */
export const useRemoveFneSpace = () =>
  useReplacingMutation(
    () => api<InvoicingSettings>(API.invoicingFneSpace, { method: "DELETE" }),
    invoicingSettingsQueryKey,
  );

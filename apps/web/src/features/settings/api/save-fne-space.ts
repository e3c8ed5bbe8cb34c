import type { FneSpaceRequest, InvoicingSettings } from "@payflow/contracts/invoicing-settings";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useReplacingMutation } from "../../../lib/mutation";
import { invoicingSettingsQueryKey } from "./invoicing-settings";

/** PUT /api/settings/invoicing/fne; the answer replaces the settings shown. */
export const useSaveFneSpace = () =>
  useReplacingMutation(
    (body: FneSpaceRequest) => api<InvoicingSettings>(API.invoicingFneSpace, { method: "PUT", body }),
    invoicingSettingsQueryKey,
  );

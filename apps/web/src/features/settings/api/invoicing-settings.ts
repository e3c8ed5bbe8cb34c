import type { InvoicingSettings } from "@payflow/contracts/invoicing-settings";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const invoicingSettingsQueryKey = ["invoicing-settings"] as const;

/** GET /api/settings/invoicing: the numbering and the live FNE space (never its key). */
export const invoicingSettingsQuery = () =>
  queryOptions({ queryKey: invoicingSettingsQueryKey, queryFn: () => api<InvoicingSettings>(API.invoicingSettings) });

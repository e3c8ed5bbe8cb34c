import type { CheckoutOrigins } from "@payflow/contracts/checkout-origins";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useReplacingMutation } from "../../../lib/mutation";

const key = ["checkout-origins"] as const;

/** GET /api/settings/checkout-origins: the sites that may show the checkout in payflow.js's overlay. */
export const checkoutOriginsQuery = () =>
  queryOptions({ queryKey: key, queryFn: () => api<CheckoutOrigins>(API.checkoutOrigins) });

/** PUT /api/settings/checkout-origins (the whole list); the answer replaces the list shown. */
export const useSaveCheckoutOrigins = () =>
  useReplacingMutation(
    (body: CheckoutOrigins) => api<CheckoutOrigins>(API.checkoutOrigins, { method: "PUT", body }),
    key,
  );

import { z } from "zod";
import { CHECKOUT_ORIGINS_MAX, checkoutOriginError, normalizeCheckoutOrigin } from "./checkout-origin-rules";

// The business's checkout origins (docs/API.md § payflow.js): GET and PUT
// /api/settings/checkout-origins, the whole list each time.

export const CheckoutOrigins = z.object({
  /** Normalized origins (`https://shop.example`), in the order they were given. */
  origins: z.array(z.string()),
});
export type CheckoutOrigins = z.infer<typeof CheckoutOrigins>;

export const CheckoutOriginsRequest = z
  .object({
    origins: z
      .array(
        z
          .string()
          .refine((v) => checkoutOriginError(v) === null, { error: "checkoutOriginInvalid" })
          .transform(normalizeCheckoutOrigin),
      )
      .max(CHECKOUT_ORIGINS_MAX, { error: "tooManyCheckoutOrigins" })
      // The same site twice is kept once.
      .transform((origins) => [...new Set(origins)]),
  })
  .strict();
export type CheckoutOriginsRequest = z.input<typeof CheckoutOriginsRequest>;

import { z } from "zod";
import { v1Error } from "../http/route";

// What the merchant API's routes add to the route definer's (http/route.ts, surface "v1").

/** Where an operator is asked (creating a payment, refunding one). */
export const OPERATOR_ERRORS = {
  502: v1Error(502, "The operator did not answer in time or failed; the payment is kept"),
};

/** Idempotency-Key, accepted on every POST. */
export const IdempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .max(255)
    .optional()
    .meta({ description: "Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry" }),
});

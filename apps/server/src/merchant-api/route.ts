import { z } from "zod";

// What the merchant API's routes add to the route definer's (http/route.ts, surface "v1").

/** Idempotency-Key, accepted on every POST. */
export const IdempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .max(255)
    .optional()
    .meta({ description: "Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry" }),
});

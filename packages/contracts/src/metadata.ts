import { z } from "zod";
import { PAYMENT_LIMITS } from "./payment-rules";

/** The business's own key-value pairs on a payment or a payout, given back as they were sent. */
export const Metadata = z
  .record(
    z.string().min(1).max(PAYMENT_LIMITS.metadataKey, { error: "fieldTooLong" }),
    z.string().max(PAYMENT_LIMITS.metadataValue, { error: "fieldTooLong" }),
  )
  .refine((m) => Object.keys(m).length <= PAYMENT_LIMITS.metadataKeys, { error: "tooManyMetadataKeys" });

import { z } from "zod";

/** Free text from a person: trimmed, bounded. */
export const text = (max: number) => z.string().trim().max(max, { error: "fieldTooLong" });

export const requiredText = (max: number, code = "fieldRequired") => text(max).min(1, { error: code });

export const IsoDateTime = z.string();

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

export const IdParam = z.object({ id: z.string().min(1).max(64) });

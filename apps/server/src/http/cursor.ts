import { AppError } from "./errors";

// List cursors of every keyset page (payments, refunds, events, webhook deliveries): the
// (created_at, id) of the last row shown, opaque to callers.

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

export function decodeCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || Number.isNaN(createdAt.getTime())) throw new AppError("validationFailed", { field: "cursor" });
  return { createdAt, id };
}

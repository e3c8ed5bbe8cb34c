import type { TFunction } from "i18next";
import { ApiError } from "./api";

/** The translated message for any failure, with the spec's wording where it has one. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "rateLimited") return t("errors.rateLimited", { seconds: error.retryAfterSeconds ?? 60 });
    return t(`errors.${error.code}`);
  }
  return t("errors.unexpectedError");
}

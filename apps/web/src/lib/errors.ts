import type { TFunction } from "i18next";
import { ApiError } from "./api";

/** The translated message for any failure, with the wording of docs/PRODUCT.md where it has one. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "rateLimited") return t("errors.rateLimited", { seconds: error.retryAfterSeconds ?? 60 });
    if (!error.params) return t(`errors.${error.code}`);
    // A message naming values ({{operator}}): the key is one of many, typed loosely here.
    const translate = t as unknown as (key: string, values: Record<string, string>) => string;
    return translate(`errors.${error.code}`, error.params);
  }
  return t("errors.unexpectedError");
}

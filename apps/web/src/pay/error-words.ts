import type { Language } from "@payflow/contracts/constants";
import { useEffect, useState } from "preact/hooks";

// The error catalogue's every message, in both languages, is a file of its own for the payer's
// page (about 10 KB gzip, more than a quarter of the page): the page shows without it, with the
// few words it needs at once (i18n/error-core.ts), and fetches it as soon as it has shown. A
// refusal from the server waits for it (api.ts), so its words are there when it is shown; a
// check of the page's own shown before it came is worded again once it comes.

export type ErrorCatalogue = Record<Language, Record<string, string>>;

let loading: Promise<ErrorCatalogue> | null = null;

/** The whole catalogue, fetched once; a failed fetch is tried again by the next call. */
export function loadErrorCatalogue(): Promise<ErrorCatalogue> {
  loading ??= import("../i18n/error-catalogue").then(
    (m) => ({ en: m.errorTextsEn.errors, fr: m.errorTextsFr.errors }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The catalogue once it is here (null until then); asks for it when first used. */
export function useErrorCatalogue(): ErrorCatalogue | null {
  const [catalogue, setCatalogue] = useState<ErrorCatalogue | null>(null);
  useEffect(() => {
    let live = true;
    loadErrorCatalogue().then(
      (found) => live && setCatalogue(found),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return catalogue;
}

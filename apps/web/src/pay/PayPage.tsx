/** @jsxImportSource preact */
import type { Language } from "@payflow/contracts/constants";
import type { ComponentChildren } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { storedLanguage } from "../i18n/language-storage";
import { closeOnEscape, embedParent, tellParent } from "./embed";
import { useErrorCatalogue } from "./error-words";
import { problemText } from "./errors";
import { Frame } from "./Frame";
import { chooseLanguage } from "./preferences";
import { PaymentSteps } from "./Steps";
import { type PayTexts, payTextsEn, payTextsFr } from "./texts";
import { Message, Spinner, useWords, WordsContext } from "./ui";
import { useCheckout } from "./use-checkout";

/** A page's content on its way: a spinner, and what it waits for to screen readers. */
export function Loading({ text }: { text: string }) {
  return (
    <div class="loading" role="status">
      <Spinner large />
      <span class="sr-only">{text}</span>
    </div>
  );
}

/** A page's content that could not be loaded: why, and a button to try again. */
export function LoadFailed({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  const { w } = useWords();
  return (
    <Message
      title={title}
      text={problemText(w, { error })}
      action={
        <button type="button" class="button" onClick={retry}>
          {w.loadError.retry}
        </button>
      }
    />
  );
}

function Content({ id }: { id: string }) {
  const { w } = useWords();
  const { state, replace, refresh, retry } = useCheckout(id);
  const status = state.phase === "ready" ? state.view.status : null;
  // In payflow.js's overlay: the page around hears each status (and asks the server before it
  // believes an end), and Escape closes the overlay.
  useEffect(() => {
    if (status) tellParent({ type: "payflow:status", payment: id, status });
  }, [id, status]);
  useEffect(() => (embedParent ? closeOnEscape(id) : undefined), [id]);
  switch (state.phase) {
    case "loading":
      return <Loading text={w.loading} />;
    case "notFound":
      return <Message title={w.notFound.title} text={w.notFound.text} />;
    case "error":
      return <LoadFailed title={w.loadError.title} error={state.error} retry={retry} />;
    case "ready":
      return (
        <PaymentSteps view={state.view} connectionLost={state.connectionLost} onPaid={replace} onMovedOn={refresh} />
      );
  }
}

/**
 * A payer's page around its content: French by default (or the payer's earlier choice), the
 * language and theme switches, the page's title in the chosen language.
 */
export function PayerPage({
  title,
  description,
  language: initialLanguage = storedLanguage,
  children,
}: {
  title: (w: PayTexts) => string;
  description?: (w: PayTexts) => string;
  /** The language it starts in: by default the one chosen in this browser, else French. */
  language?: () => Language;
  children: ComponentChildren;
}) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const catalogue = useErrorCatalogue();
  const words = useMemo(() => {
    const w = language === "en" ? payTextsEn : payTextsFr;
    return { language, w: catalogue ? { ...w, errors: { ...catalogue[language], ...w.errors } } : w };
  }, [language, catalogue]);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = title(words.w);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description(words.w));
  }, [language, words, title, description]);
  return (
    <WordsContext.Provider value={words}>
      <Frame
        onLanguage={(next) => {
          chooseLanguage(next);
          setLanguage(next);
        }}
      >
        {children}
      </Frame>
    </WordsContext.Provider>
  );
}

const payTitle = (w: PayTexts) => w.pageTitle;
const payDescription = (w: PayTexts) => w.pageDescription;

/**
 * /pay/:id — the hosted checkout page a payer opens from a payment link: public, French by
 * default, made for a phone. It shows this payment only, lets the payer choose how to pay,
 * then follows the payment to its end without a reload.
 */
export function PayPage({ id }: { id: string }) {
  return (
    <PayerPage title={payTitle} description={payDescription}>
      <Content id={id} />
    </PayerPage>
  );
}

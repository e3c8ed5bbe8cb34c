/** @jsxImportSource preact */
import type { Language } from "@payflow/contracts/constants";
import { type ComponentChildren, createContext } from "preact";
import { useContext, useEffect, useState } from "preact/hooks";
import type { PayTexts } from "./texts";

// The payer's page's small parts: its words in context, icons, the spinner and the alert box,
// styled by pay.html and pay.css (no component library).

export type Words = { language: Language; w: PayTexts };
export const WordsContext = createContext<Words | null>(null);

/** The page's words in the payer's language. */
export function useWords(): Words {
  const words = useContext(WordsContext);
  if (!words) throw new Error("useWords outside the payer's page");
  return words;
}

// Tabler's outline icons (MIT), each one path: what the dashboard shows with @tabler/icons-react.
export const ICONS = {
  lock: "M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6 M11 16a1 1 0 1 0 2 0a1 1 0 0 0 -2 0 M8 11v-4a4 4 0 1 1 8 0v4",
  mobile: "M6 5a2 2 0 0 1 2 -2h8a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-8a2 2 0 0 1 -2 -2v-14 M11 4h2 M12 17v.01",
  bank: "M3 21l18 0 M3 10l18 0 M5 6l7 -3l7 3 M4 10l0 11 M20 10l0 11 M8 14l0 3 M12 14l0 3 M16 14l0 3",
  external: "M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6 M11 13l9 -9 M15 4h5v5",
  check: "M5 12l5 5l10 -10",
  download: "M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2 M7 11l5 5l5 -5 M12 4l0 12",
  copy: "M7 9.667a2.667 2.667 0 0 1 2.667 -2.667h8.666a2.667 2.667 0 0 1 2.667 2.667v8.666a2.667 2.667 0 0 1 -2.667 2.667h-8.666a2.667 2.667 0 0 1 -2.667 -2.667l0 -8.666 M4.012 16.737a2.005 2.005 0 0 1 -1.012 -1.737v-10c0 -1.1 .9 -2 2 -2h10c.75 0 1.158 .385 1.5 1",
  circleCheck: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0 M9 12l2 2l4 -4",
  circleX: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0 M10 10l4 4m0 -4l-4 4",
  clockX: "M20.926 13.15a9 9 0 1 0 -7.835 7.784 M12 7v5l2 2 M22 22l-5 -5 M17 22l5 -5",
  ban: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0 M5.7 5.7l12.6 12.6",
  flask: "M9 3l6 0 M10 9l4 0 M10 3v6l-4 11a.7 .7 0 0 0 .5 1h11a.7 .7 0 0 0 .5 -1l-4 -11v-6",
  moon: "M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454l0 .008",
  sun: "M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0 M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7",
  phoneMessage:
    "M11 3h10v8h-3l-4 2v-2h-3l0 -8 M15 16v4a1 1 0 0 1 -1 1h-8a1 1 0 0 1 -1 -1v-14a1 1 0 0 1 1 -1h2 M10 18v.01",
} as const;

/** An icon, never announced (the text beside it says what it means). */
export function Icon({ name, size = 18 }: { name: keyof typeof ICONS; size?: number }) {
  return (
    <svg
      class="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

/** A spinner; whatever it waits for is said in text beside it or in a live region. */
export function Spinner({ large = false }: { large?: boolean }) {
  return <span class={large ? "spinner large" : "spinner"} aria-hidden="true" />;
}

/** A spinner with what the page is waiting for (the live region elsewhere announces changes). */
export function Waiting({ text }: { text: string }) {
  return (
    <div class="waiting">
      <Spinner />
      <span class="dimmed small">{text}</span>
    </div>
  );
}

type Tone = "orange" | "red";

/** A coloured box with a title: a warning, a refusal, a test-mode note. */
export function Alert({
  tone,
  title,
  role,
  icon,
  children,
  testId,
}: {
  tone: Tone;
  title?: string;
  role: "alert" | "status" | "note";
  icon?: keyof typeof ICONS;
  children: ComponentChildren;
  testId?: string;
}) {
  return (
    <div class={`alert ${tone}`} role={role} data-testid={testId}>
      {icon && <Icon name={icon} size={20} />}
      <div class="alert-body">
        {title && <p class="alert-title">{title}</p>}
        {children}
      </div>
    </div>
  );
}

/** A page that says why there is nothing to pay here (its one h1), with what the payer may do. */
export function Message({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text: string;
  action?: ComponentChildren;
  testId?: string;
}) {
  return (
    <div class="message" data-testid={testId}>
      <h1 class="h2">{title}</h1>
      <p class="dimmed">{text}</p>
      {action}
    </div>
  );
}

/** Test mode's note at the top of a payer's page: no real money moves. */
export function TestModeBanner() {
  const { w } = useWords();
  return (
    <Alert tone="orange" icon="flask" title={w.testBanner} role="note" testId="test-mode-banner">
      <p>{w.testBannerText}</p>
    </Alert>
  );
}

/** Who asks for the money, with its logo when it has one: the page's h1 (a link's) or a line above it (an invoice's). */
export function Business({
  label,
  name,
  logoUrl,
  heading,
}: {
  label: string;
  name: string;
  logoUrl: string | null;
  heading: boolean;
}) {
  const Tag = heading ? "h1" : "p";
  return (
    <div class="business">
      {logoUrl && (
        <img class="business-logo" src={logoUrl} alt="" width={48} height={48} referrerpolicy="no-referrer" />
      )}
      <Tag class={heading ? "h3 wrap" : "h4 wrap"}>
        <span class="dimmed small block">{label}</span> {name}
      </Tag>
    </div>
  );
}

/** Whether a media query matches now, kept up to date (read at once: no first render that is wrong). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener?.("change", update);
    return () => list.removeEventListener?.("change", update);
  }, [query]);
  return matches;
}

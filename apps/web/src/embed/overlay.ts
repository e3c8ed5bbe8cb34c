// The overlay payflow.js draws on the merchant's page: a centred dialog on a desktop, the whole
// screen below 600 px, around the hosted checkout's frame. Escape and the close button close it;
// focus stays inside (the rest of the page is inert) and the page behind does not scroll.

const STYLE_ID = "payflow-style";
const CSS = `.payflow-backdrop{position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center}
.payflow-dialog{display:flex;flex-direction:column;width:440px;max-width:calc(100% - 32px);height:min(760px,calc(100% - 32px));background:#fff;border-radius:12px;overflow:hidden;box-shadow:0 12px 40px rgba(0,0,0,.35)}
.payflow-bar{display:flex;justify-content:flex-end;flex:none;padding:2px;border-bottom:1px solid #dee2e6}
.payflow-frame{display:block;flex:1;border:0;width:100%;min-height:0}
.payflow-close{width:44px;height:44px;border:0;border-radius:50%;background:transparent;color:#212529;font:28px/44px sans-serif;cursor:pointer}
.payflow-close:hover{background:#f1f3f5}
.payflow-close:focus-visible{outline:3px solid #0b7a53;outline-offset:2px}
@media (max-width:599.98px){.payflow-dialog{width:100%;max-width:100%;height:100%;border-radius:0}}`;

const WORDS = {
  fr: { close: "Fermer le paiement", title: "Paiement sécurisé PayFlow" },
  en: { close: "Close the payment", title: "PayFlow secure payment" },
};

export type Overlay = {
  frame: HTMLIFrameElement;
  /** Takes the overlay away without calling `onClose` (the payment ended, or the page leaves). */
  remove: () => void;
  /** As the close button: takes it away and calls `onClose`. */
  closeAsPayer: () => void;
};

/** Opens the overlay on `src`; `onClose` runs once when the payer closes it. */
export function openOverlay(src: string, onClose: () => void): Overlay {
  const words = /^en\b/i.test(document.documentElement.lang) ? WORDS.en : WORDS.fr;
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }
  const backdrop = document.createElement("div");
  backdrop.className = "payflow-backdrop";
  backdrop.setAttribute("data-payflow", "overlay");
  const dialog = document.createElement("div");
  dialog.className = "payflow-dialog";
  dialog.setAttribute("role", "dialog");
  dialog.setAttribute("aria-modal", "true");
  dialog.setAttribute("aria-label", words.title);
  const button = document.createElement("button");
  button.type = "button";
  button.className = "payflow-close";
  button.setAttribute("aria-label", words.close);
  button.textContent = "×";
  const frame = document.createElement("iframe");
  frame.className = "payflow-frame";
  frame.title = words.title;
  frame.src = src;
  frame.allow = "clipboard-write";
  // Focus that runs off either end of the dialog comes back to its other end.
  const guard = (to: () => HTMLElement) => {
    const el = document.createElement("span");
    el.tabIndex = 0;
    el.addEventListener("focus", () => to().focus());
    return el;
  };
  const bar = document.createElement("div");
  bar.className = "payflow-bar";
  bar.appendChild(button);
  dialog.append(
    guard(() => frame),
    bar,
    frame,
    guard(() => button),
  );
  backdrop.appendChild(dialog);

  const previousFocus = document.activeElement as HTMLElement | null;
  const root = document.documentElement;
  const previousOverflow = root.style.overflow;
  const made = [...document.body.children].filter((el) => !el.hasAttribute("inert"));
  for (const el of made) el.setAttribute("inert", "");
  root.style.overflow = "hidden";
  document.body.appendChild(backdrop);
  button.focus();

  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    document.removeEventListener("keydown", onKey, true);
    backdrop.remove();
    for (const el of made) el.removeAttribute("inert");
    root.style.overflow = previousOverflow;
    previousFocus?.focus?.();
  };
  const closedByPayer = () => {
    if (!open) return;
    close();
    onClose();
  };
  function onKey(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      closedByPayer();
    }
  }
  document.addEventListener("keydown", onKey, true);
  button.addEventListener("click", closedByPayer);
  return { frame, remove: close, closeAsPayer: closedByPayer };
}

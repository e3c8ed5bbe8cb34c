// Marks shared by the build's prerender (src/prerender.tsx) and the browser's start (main.tsx).

/** On #root: the language its prerendered markup is in. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/**
 * On <html>, set before the first paint by the boot script when this browser keeps another
 * language than the prerendered one: global.css hides #root until the app renders it.
 */
export const OTHER_LANGUAGE_ATTRIBUTE = "data-prerendered-other-language";

/** Whether #root holds a prerendered page in the language the app is about to render. */
export function hydratable(root: HTMLElement, language: string): boolean {
  return root.getAttribute(PRERENDERED_ATTRIBUTE) === language;
}

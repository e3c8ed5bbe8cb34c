import { checkout, setDefaultBaseUrl } from "./checkout";

// The script tag's payflow.js (built to one file by apps/web/vite.embed.config.ts, served at
// /js/payflow.js): window.PayFlow.checkout, talking to the PayFlow it was loaded from.

const script = document.currentScript as HTMLScriptElement | null;
if (script?.src) setDefaultBaseUrl(script.src);

export { checkout };

import "./app/public-styles";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydratable, OTHER_LANGUAGE_ATTRIBUTE } from "./app/prerendered";
import { Providers } from "./app/providers";
import { AppRouter, preloadRoute } from "./app/router";
import i18n from "./i18n";

const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");

const app = (
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>
);

// A prerendered public page (docs/ARCHITECTURE.md § The web app) in this browser's language is
// hydrated: React takes over the markup already shown. In another language it is rendered anew
// (the boot script kept it hidden meanwhile); every other page starts from an empty #root.
preloadRoute(window.location.pathname);
if (hydratable(root, i18n.language)) hydrateRoot(root, app);
else {
  root.replaceChildren();
  document.documentElement.removeAttribute(OTHER_LANGUAGE_ATTRIBUTE);
  createRoot(root).render(app);
}

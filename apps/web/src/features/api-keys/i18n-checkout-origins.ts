import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// The developer screen's card for payflow.js's sites (docs/API.md § payflow.js).
export const checkoutOriginsEn = {
  checkoutOrigins: {
    title: "Sites that show your checkout (payflow.js)",
    intro:
      "payflow.js opens PayFlow's checkout over your own pages. Only the sites listed here may show it and read a payment's status; any other is refused by the browser.",
    label: "Sites",
    hint: "One address per line, as https://shop.example (no path). http://localhost works while you test.",
    placeholder: "https://boutique.example",
    save: "Save the sites",
    saved: "Sites saved.",
    none: "No site yet: payflow.js cannot show your checkout anywhere.",
  },
};

export const checkoutOriginsFr: Widen<typeof checkoutOriginsEn> = {
  checkoutOrigins: {
    title: "Sites qui affichent votre paiement (payflow.js)",
    intro:
      "payflow.js ouvre le paiement PayFlow par-dessus vos propres pages. Seuls les sites listés ici peuvent l'afficher et lire l'état d'un paiement ; le navigateur refuse tout autre site.",
    label: "Sites",
    hint: "Une adresse par ligne, sous la forme https://boutique.exemple (sans chemin). http://localhost fonctionne pendant vos tests.",
    placeholder: "https://boutique.exemple",
    save: "Enregistrer les sites",
    saved: "Sites enregistrés.",
    none: "Aucun site pour l'instant : payflow.js ne peut afficher votre paiement nulle part.",
  },
};

addTranslations({ en: checkoutOriginsEn, fr: checkoutOriginsFr });

import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { markLanguageChosen, setLanguage } from "../i18n";
import { useUntilHydrated } from "../lib/hydrated";

/** Switches between French and English; shows the current code (FR/EN). */
export function LanguageControl({ onChange }: { onChange?: (language: "fr" | "en") => void }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language.startsWith("en") ? "en" : "fr";
  const next = current === "fr" ? "en" : "fr";
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      onClick={() => {
        void setLanguage(next);
        // Signed in, the caller saves the choice to the profile at once; signed out, the next
        // sign-in keeps it over the profile's language and saves it then.
        if (onChange) onChange(next);
        else markLanguageChosen();
      }}
      aria-label={t("language.switchTo", { current: t(`language.${current}`) })}
      data-testid="language-control"
      {...useUntilHydrated()}
    >
      {current.toUpperCase()}
    </Button>
  );
}

import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { setLanguage } from "../i18n";

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
        onChange?.(next);
      }}
      aria-label={t("language.switchTo", { current: t(`language.${current}`) })}
      data-testid="language-control"
    >
      {current.toUpperCase()}
    </Button>
  );
}

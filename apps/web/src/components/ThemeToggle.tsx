import { ActionIcon, useComputedColorScheme, useMantineColorScheme, VisuallyHidden } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useUntilHydrated } from "../lib/hydrated";

/**
 * Dark/light switch; applies at once. `onChange` lets signed-in areas save the preference.
 * Its icon and name follow the scheme through CSS (Mantine's dark-/light-hidden classes), not
 * through rendering: a prerendered page shows the right one in either scheme before its script
 * runs, and hydrating it changes nothing.
 */
export function ThemeToggle({ onChange }: { onChange?: (dark: boolean) => void }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme("light", { getInitialValueInEffect: false });
  const dark = scheme === "dark";
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => {
        setColorScheme(dark ? "light" : "dark");
        onChange?.(!dark);
      }}
      data-testid="theme-toggle"
      {...useUntilHydrated()}
    >
      <IconMoon size={18} aria-hidden className="mantine-dark-hidden" />
      <IconSun size={18} aria-hidden className="mantine-light-hidden" />
      <VisuallyHidden className="mantine-dark-hidden">{t("theme.toDark")}</VisuallyHidden>
      <VisuallyHidden className="mantine-light-hidden">{t("theme.toLight")}</VisuallyHidden>
    </ActionIcon>
  );
}

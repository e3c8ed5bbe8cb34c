import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Dark/light switch; applies at once. `onChange` lets signed-in areas save the preference. */
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
      aria-label={dark ? t("theme.toLight") : t("theme.toDark")}
      data-testid="theme-toggle"
    >
      {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}

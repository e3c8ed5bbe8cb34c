import { localStorageColorSchemeManager, MantineProvider, mergeThemeOverrides } from "@mantine/core";
import { lazy, type ReactNode, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { COLOR_SCHEME_STORAGE_KEY } from "../lib/color-scheme";
import { cssVariablesResolver, theme } from "./theme";

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

// The toast container loads after first paint: public pages stay light, and
// notifications.show() calls made earlier are queued by its store until it mounts.
const Notifications = lazy(() => import("@mantine/notifications").then((m) => ({ default: m.Notifications })));

/**
 * The theme with every dialog's, drawer's and toast's close button named in the person's language
 * (an unnamed icon button is axe's button-name), once here rather than on each of them.
 */
function useLocalizedTheme() {
  const { t } = useTranslation();
  // `t` is a new function when the language changes.
  return useMemo(() => {
    const closeButtonProps = { "aria-label": t("common.close") };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
      },
    });
  }, [t]);
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={useLocalizedTheme()}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={4} />
      </Suspense>
      {children}
    </MantineProvider>
  );
}

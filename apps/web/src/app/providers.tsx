import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";
import { COLOR_SCHEME_STORAGE_KEY } from "../lib/color-scheme";
import { cssVariablesResolver, theme } from "./theme";

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

// The toast container loads after first paint: public pages stay light, and
// notifications.show() calls made earlier are queued by its store until it mounts.
const Notifications = lazy(() => import("@mantine/notifications").then((m) => ({ default: m.Notifications })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
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

import { useMantineColorScheme } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { Me, PreferencesPatch } from "@payflow/contracts/profile";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { meQueryKey } from "../api/me";
import { savePreferences } from "../api/preferences";

// The user whose saved theme this page has applied; once per sign-in, so later toggles win.
let appliedFor: string | null = null;

/** Applies the signed-in user's saved dark-mode choice when their session starts. */
export function useRestoreSavedTheme(me: Me | null | undefined): void {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (!me || appliedFor === me.id) return;
    appliedFor = me.id;
    setColorScheme(me.preferences.darkMode ? "dark" : "light");
  }, [me, setColorScheme]);
}

/** Saves a preference change for the signed-in user; warns if only the local change stuck. */
export function useSavePreference() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async (patch: PreferencesPatch) => {
      try {
        const preferences = await savePreferences(patch);
        queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, preferences } : me));
      } catch {
        notifications.show({ color: "yellow", title: t("errors.warning"), message: t("errors.preferenceSyncFailed") });
      }
    },
    [queryClient, t],
  );
}

import { useMantineColorScheme } from "@mantine/core";
import type { Me, PreferencesPatch } from "@payflow/contracts/profile";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { chosenLanguage, forgetChosenLanguage, setLanguage } from "../../../i18n";
import { toast } from "../../../lib/toast";
import { meQueryKey } from "../api/me";
import { savePreferences } from "../api/preferences";

// The user whose saved choices this page has applied; once per sign-in, so later toggles win.
let appliedFor: string | null = null;

/**
 * Applies the signed-in user's saved theme and language when their session starts: the choices
 * made on another device follow them here. A language picked with the switch before signing in
 * is the person's own word and wins over the profile's (which may be a default they never
 * chose): it stays, and is saved to the profile; the choice is remembered here until the
 * profile holds it, so a reload during the save keeps it.
 */
export function useRestoreSavedTheme(me: Me | null | undefined): void {
  const { setColorScheme } = useMantineColorScheme();
  const { i18n } = useTranslation();
  const savePreference = useSavePreference();
  useEffect(() => {
    if (!me || appliedFor === me.id) return;
    appliedFor = me.id;
    setColorScheme(me.preferences.darkMode ? "dark" : "light");
    const chosen = chosenLanguage();
    if (chosen === me.preferences.language) forgetChosenLanguage();
    else if (chosen) {
      void savePreference({ language: chosen }).then((saved) => saved && forgetChosenLanguage());
    } else if (i18n.language !== me.preferences.language) void setLanguage(me.preferences.language);
  }, [me, setColorScheme, i18n, savePreference]);
}

/** Saves a preference change for the signed-in user; warns if only the local change stuck. Resolves to whether it was saved. */
export function useSavePreference() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async (patch: PreferencesPatch): Promise<boolean> => {
      try {
        const preferences = await savePreferences(patch);
        // Only what this change saved: a later change, shown already and still being saved,
        // must not be undone by this earlier answer.
        const saved = Object.fromEntries(
          Object.keys(patch).map((key) => [key, preferences[key as keyof PreferencesPatch]]),
        );
        queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
          me ? { ...me, preferences: { ...me.preferences, ...saved } } : me,
        );
        return true;
      } catch {
        toast.show({ color: "yellow", title: t("errors.warning"), message: t("errors.preferenceSyncFailed") });
        return false;
      }
    },
    [queryClient, t],
  );
}

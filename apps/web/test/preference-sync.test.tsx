import { MantineProvider } from "@mantine/core";
import type { Me, Preferences, PreferencesPatch } from "@payflow/contracts/profile";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect, it, vi } from "vitest";
import { meQueryKey } from "../src/features/accounts/api/me";
import { useRestoreSavedTheme, useSavePreference } from "../src/features/accounts/hooks/use-preference-sync";
import { chosenLanguage, markLanguageChosen, setLanguage } from "../src/i18n";

// The server's answers, released by the test in the order it chooses.
const answers: Array<(saved: Preferences) => void> = [];
vi.mock("../src/features/accounts/api/preferences", () => ({
  savePreferences: (_patch: PreferencesPatch) => new Promise<Preferences>((resolve) => answers.push(resolve)),
}));

const START: Preferences = {
  darkMode: false,
  emailNotifications: true,
  whatsappNotifications: true,
  timeZone: "GMT+00:00",
  language: "fr",
};

it("an earlier save's answer does not undo a later change still being saved", async () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryKey, { id: "usr_1", preferences: START } as unknown as Me);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSavePreference(), { wrapper });
  const prefs = () => (queryClient.getQueryData(meQueryKey) as Me).preferences;
  // Each change is shown at once (as the preferences page does), then saved.
  const change = (patch: PreferencesPatch) => {
    queryClient.setQueryData<Me>(meQueryKey, (me) => me && { ...me, preferences: { ...me.preferences, ...patch } });
    return result.current(patch);
  };

  const zone = change({ timeZone: "GMT-05:00" });
  const whatsapp = change({ whatsappNotifications: false });
  // The zone's answer: the server's preferences before the WhatsApp change reached it.
  await act(async () => {
    answers[0]?.({ ...START, timeZone: "GMT-05:00" });
    await zone;
  });
  expect(prefs()).toMatchObject({ timeZone: "GMT-05:00", whatsappNotifications: false });
  await act(async () => {
    answers[1]?.({ ...START, timeZone: "GMT-05:00", whatsappNotifications: false });
    await whatsapp;
  });
  expect(prefs()).toMatchObject({ timeZone: "GMT-05:00", whatsappNotifications: false });
});

it("a language chosen before signing in is remembered until the profile holds it, so a reload meanwhile keeps it", async () => {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  await setLanguage("en");
  markLanguageChosen();
  const before = answers.length;
  renderHook(() => useRestoreSavedTheme({ id: "usr_2", preferences: START } as unknown as Me), { wrapper });
  // The profile says French: English is being saved, and still remembered here.
  expect(answers.length).toBe(before + 1);
  expect(chosenLanguage()).toBe("en");
  await act(async () => {
    answers[before]?.({ ...START, language: "en" });
  });
  expect(chosenLanguage()).toBeNull();
});

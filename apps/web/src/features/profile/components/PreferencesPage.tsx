import "../i18n";
import { Paper, Select, Stack, Switch, Text, Title, useMantineColorScheme } from "@mantine/core";
import { LANGUAGES, type Language, TIME_ZONES, type TimeZoneLabel } from "@payflow/contracts/constants";
import type { Me, PreferencesPatch } from "@payflow/contracts/profile";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { setLanguage } from "../../../i18n";
import { useDocumentHead } from "../../../lib/document-head";
import { toast } from "../../../lib/toast";
import { meQueryKey, useSavePreference } from "../../accounts";

/**
 * docs/PRODUCT.md §2 Preferences: each change applies at once with its own success toast and is saved
 * on the server, so it follows the person to another browser.
 */
/** i18n keys cannot hold ':' (it separates namespaces), so each zone has a plain key. */
const ZONE_KEY = { "GMT+00:00": "utc", "GMT+01:00": "paris", "GMT-05:00": "newYork" } as const;

export function PreferencesPage() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const save = useSavePreference();
  const queryClient = useQueryClient();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  useDocumentHead(t("preferences.title"));
  // Changes shown but not yet saved. The switches are controlled: read from the query cache
  // alone, a click would show the old value until the cache tells its readers (a task later),
  // and a click landing in that gap sees its switch flip back.
  const [unsaved, setUnsaved] = useState<PreferencesPatch>({});
  const prefs = { ...me.preferences, ...unsaved };
  const language = (i18n.language.startsWith("en") ? "en" : "fr") as Language;
  const dark = colorScheme === "dark";

  // Applied at once on screen (optimistically), then saved; a failed save warns (see useSavePreference).
  const apply = async (patch: PreferencesPatch, message: string) => {
    setUnsaved((shown) => ({ ...shown, ...patch }));
    queryClient.setQueryData<Me | null>(meQueryKey, (m) =>
      m ? { ...m, preferences: { ...m.preferences, ...patch } } : m,
    );
    toast.show({ color: "teal", message });
    await save(patch);
    // The cache now holds this change; a later change of the same preference stays shown.
    setUnsaved((shown) => {
      const left: Record<string, unknown> = { ...shown };
      for (const [key, value] of Object.entries(patch)) if (left[key] === value) delete left[key];
      return left as PreferencesPatch;
    });
  };

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} size="h2">
          {t("preferences.title")}
        </Title>
        <Text c="dimmed">{t("preferences.intro")}</Text>
      </div>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="prefs-display">
        <Stack>
          <Title order={2} size="h4" id="prefs-display">
            {t("preferences.display")}
          </Title>
          <Switch
            label={t("preferences.darkMode")}
            description={t("preferences.darkModeHint")}
            checked={dark}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setColorScheme(on ? "dark" : "light");
              void apply({ darkMode: on }, t(on ? "preferences.darkModeEnabled" : "preferences.darkModeDisabled"));
            }}
          />
          <Select
            label={t("preferences.language")}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`preferences.languages.${l}`) }))}
            value={language}
            allowDeselect={false}
            onChange={async (value) => {
              if (!value || value === language) return;
              await setLanguage(value as Language);
              // The toast speaks the newly chosen language.
              void apply({ language: value as Language }, i18n.t("preferences.languageUpdated"));
            }}
          />
          <Select
            label={t("preferences.timeZone")}
            description={t("preferences.timeZoneHint")}
            data={TIME_ZONES.map((z) => ({ value: z, label: t(`preferences.zones.${ZONE_KEY[z]}`) }))}
            value={prefs.timeZone}
            allowDeselect={false}
            onChange={(value) => {
              if (!value || value === prefs.timeZone) return;
              void apply({ timeZone: value as TimeZoneLabel }, t("preferences.timeZoneUpdated"));
            }}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="prefs-notifications">
        <Stack>
          <Title order={2} size="h4" id="prefs-notifications">
            {t("preferences.notifications")}
          </Title>
          <Switch
            label={t("preferences.email")}
            description={t("preferences.emailHint")}
            checked={prefs.emailNotifications}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              void apply({ emailNotifications: on }, t(on ? "preferences.emailEnabled" : "preferences.emailDisabled"));
            }}
          />
          <Switch
            label={t("preferences.whatsapp")}
            description={t("preferences.whatsappHint")}
            checked={prefs.whatsappNotifications}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              void apply(
                { whatsappNotifications: on },
                t(on ? "preferences.whatsappEnabled" : "preferences.whatsappDisabled"),
              );
            }}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

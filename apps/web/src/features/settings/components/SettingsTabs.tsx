import { Button, Group } from "@mantine/core";
import { type Capability, hasCapability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { settingsEn } from "../i18n";

type Tab = { key: keyof typeof settingsEn.settings.tabs; to: string; requires?: Capability };

/** docs/PRODUCT.md §2 Settings tab bar, each tab shown by permission (§6); the server refuses the rest anyway. */
const TABS: readonly Tab[] = [
  { key: "company", to: "/dashboard/settings", requires: "manageSettings" },
  { key: "profile", to: "/dashboard/profile" },
  { key: "accounts", to: "/dashboard/accounts", requires: "managePaymentAccounts" },
  { key: "notifications", to: "/dashboard/notifications" },
  { key: "preferences", to: "/dashboard/preferences" },
  { key: "team", to: "/dashboard/team", requires: "manageTeam" },
  { key: "apiKeys", to: "/dashboard/api-keys", requires: "manageApiKeys" },
  { key: "operatorApiConfig", to: "/dashboard/operator-api-config", requires: "manageOperatorCredentials" },
  { key: "permissions", to: "/dashboard/permissions", requires: "manageRoles" },
  { key: "auditLog", to: "/dashboard/audit-log", requires: "manageAll" },
  { key: "emails", to: "/dashboard/emails", requires: "manageAll" },
];

export function SettingsTabs({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = TABS.filter((tab) => !tab.requires || hasCapability(me.capabilities, tab.requires));
  return (
    <Group component="nav" gap={4} aria-label={t("settings.title")} wrap="wrap">
      {tabs.map((tab) => {
        const active = pathname === tab.to;
        return (
          <Button
            key={tab.key}
            component={Link}
            to={tab.to}
            size="compact-sm"
            variant={active ? "light" : "subtle"}
            color={active ? undefined : "gray"}
            aria-current={active ? "page" : undefined}
          >
            {t(`settings.tabs.${tab.key}`)}
          </Button>
        );
      })}
    </Group>
  );
}

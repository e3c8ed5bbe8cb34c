import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import { IconHelp, IconLogout, IconSettings, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSignOut } from "../../features/accounts/hooks/use-sign-out";
import { shownName } from "../../lib/names";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}

export function UserMenu({ me, areaPath }: { me: Me; areaPath: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const name = shownName(t, me) || t("userMenu.genericUser");
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t("userMenu.open")} data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="payflow" radius="xl" size={32}>
              {initials(name)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={160} truncate>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" truncate>
            {me.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={`${areaPath}/profile`} leftSection={<IconUser size={16} />}>
          {t("userMenu.profile")}
        </Menu.Item>
        {me.isStaff && (
          <Menu.Item component={Link} to="/dashboard/settings" leftSection={<IconSettings size={16} />}>
            {t("userMenu.settings")}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={`${areaPath}/support`} leftSection={<IconHelp size={16} />}>
          {t("userMenu.support")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t("userMenu.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

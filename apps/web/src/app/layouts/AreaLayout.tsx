import { AppShell, Burger, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { Me } from "@payflow/contracts/profile";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { LanguageControl } from "../../components/LanguageControl";
import { Logo } from "../../components/Logo";
import { PageLoader } from "../../components/PageLoader";
import { ThemeToggle } from "../../components/ThemeToggle";
import { useRestoreSavedTheme, useSavePreference } from "../../features/accounts/hooks/use-preference-sync";
import { NotificationBell } from "../../features/notifications/components/NotificationBell";
import { StepUpDialog } from "../../features/security/components/StepUpDialog";
import { useRealtimeUpdates } from "../../lib/realtime";
import type { NavItem } from "../nav";
import { AreaFooter } from "./AreaFooter";
import { ModeIndicator } from "./ModeIndicator";
import { SideNav } from "./SideNav";
import { UserMenu } from "./UserMenu";

/** The signed-in frame: top bar, side navigation, content and footer (docs/PRODUCT.md §2). */
export function AreaLayout({ me, areaPath, items }: { me: Me; areaPath: string; items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const savePreference = useSavePreference();
  useRestoreSavedTheme(me);
  useRealtimeUpdates();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a href="#main-content" className="skip-link">
        {t("app.skipToContent")}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t("nav.toggle")} />
            <Link to={areaPath} aria-label={t("app.homeLink")} style={{ textDecoration: "none" }}>
              <Logo compact />
            </Link>
          </Group>
          <Group gap={6} wrap="nowrap">
            {me.isStaff && <ModeIndicator />}
            <LanguageControl onChange={(language) => void savePreference({ language })} />
            <ThemeToggle onChange={(darkMode) => void savePreference({ darkMode })} />
            <NotificationBell to={`${areaPath}/notifications`} />
            <UserMenu me={me} areaPath={areaPath} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <SideNav items={items} me={me} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet context={me} />
        </Suspense>
        <AreaFooter areaPath={areaPath} />
      </AppShell.Main>
      {/* Any call staff make may ask them to confirm it is them (docs/PAYOUTS.md § Step-up). */}
      {me.isStaff && <StepUpDialog />}
    </AppShell>
  );
}

import { NavLink, ScrollArea } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import {
  IconBuildingStore,
  IconCalendarRepeat,
  IconCash,
  IconCashBanknoteMove,
  IconChartBar,
  IconFileInvoice,
  IconHelp,
  IconLayoutDashboard,
  IconLink,
  IconReceipt,
  IconSettings,
  IconUser,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { holdsAny, useHeldCapabilities } from "../../lib/capabilities";
import { isNavItemActive, type NavItem } from "../nav";

const ICONS: Record<NavItem["key"], typeof IconCash> = {
  dashboard: IconLayoutDashboard,
  transactions: IconReceipt,
  clients: IconUsersGroup,
  pos: IconBuildingStore,
  paymentLinks: IconLink,
  invoices: IconFileInvoice,
  recurringPlans: IconCalendarRepeat,
  reports: IconChartBar,
  payouts: IconCashBanknoteMove,
  users: IconUsers,
  settings: IconSettings,
  support: IconHelp,
  myTransactions: IconCash,
  myInvoices: IconFileInvoice,
  profile: IconUser,
};

/** The area's items, filtered by the user's capabilities in the current mode (the server enforces the same). */
export function SideNav({ items, me, onNavigate }: { items: readonly NavItem[]; me: Me; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const held = useHeldCapabilities(me);
  const visible = items.filter((item) => !item.requires || holdsAny(held, item.requires));
  return (
    <ScrollArea component="nav" aria-label={t("nav.label")} p="sm">
      {visible.map((item) => {
        const Icon = ICONS[item.key];
        const active = isNavItemActive(pathname, item);
        return (
          <NavLink
            key={item.key}
            component={Link}
            to={item.to}
            label={t(`nav.${item.key}`)}
            leftSection={<Icon size={18} stroke={1.6} />}
            active={active}
            aria-current={active ? "page" : undefined}
            onClick={onNavigate}
            data-testid={`nav-${item.key}`}
            mb={2}
          />
        );
      })}
    </ScrollArea>
  );
}

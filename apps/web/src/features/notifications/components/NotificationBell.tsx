import { ActionIcon, Indicator } from "@mantine/core";
import { UNREAD_BADGE_MAX } from "@payflow/contracts/constants";
import { IconBell } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { notificationsQuery } from "../api/list-notifications";

/** Spec: the unread badge shows the count, 9+ above 9, and is hidden at zero. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

export function NotificationBell({ to }: { to: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(notificationsQuery());
  const count = data?.unreadCount ?? 0;
  const label = unreadBadgeLabel(count);
  return (
    <Indicator label={label} size={18} color="red" disabled={!label} offset={4} data-testid="unread-badge">
      <ActionIcon
        component={Link}
        to={to}
        variant="default"
        size="lg"
        aria-label={count > 0 ? t("nav.notificationsCount", { count }) : t("nav.notifications")}
      >
        <IconBell size={18} />
      </ActionIcon>
    </Indicator>
  );
}

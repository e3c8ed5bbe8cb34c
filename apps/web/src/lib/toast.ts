import type { NotificationData } from "@mantine/notifications";
import i18n from "../i18n";

/**
 * Shows a toast. `@mantine/notifications` (≈ 9 KB gzip with its transitions) is loaded with the
 * first toast, not with the page: the container in app/providers.tsx loads it after first
 * paint, and both share the module's one store, so a toast shown early still appears.
 */
export const toast = {
  show(data: NotificationData): void {
    // Its close button is named, for screen readers (axe's button-name).
    const named = { ...data, closeButtonProps: { "aria-label": i18n.t("common.close"), ...data.closeButtonProps } };
    void import("@mantine/notifications").then(({ notifications }) => notifications.show(named));
  },
};

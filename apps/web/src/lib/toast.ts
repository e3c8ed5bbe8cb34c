import type { NotificationData } from "@mantine/notifications";

/**
 * Shows a toast. `@mantine/notifications` (≈ 9 KB gzip with its transitions) is loaded with the
 * first toast, not with the page: the container in app/providers.tsx loads it after first
 * paint, and both share the module's one store, so a toast shown early still appears.
 */
export const toast = {
  show(data: NotificationData): void {
    void import("@mantine/notifications").then(({ notifications }) => notifications.show(data));
  },
};

import { z } from "zod";

export const NOTIFICATION_TYPES = ["success", "error", "warning", "info", "general"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Titles and messages are i18n keys with parameters so a notification follows the reader's
 * language; `params` values are plain strings shown as text.
 */
export const Notification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  titleKey: z.string(),
  messageKey: z.string(),
  params: z.record(z.string(), z.string()),
  read: z.boolean(),
  timestamp: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.object({
  items: z.array(Notification),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

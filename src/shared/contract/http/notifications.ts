import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE } from '../../domain/notifications';
import { defineRoute } from './route';

const kind = z.enum(NOTIFICATION_KINDS);

/** One notification as the bell shows it; `link` is the app's path of what it is about. */
export const notificationSchema = z.object({
  id: z.string(),
  kind,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

const unread = z.object({ unread: z.number().int().min(0) });

/** Each kind's email: on (true) or off. */
export const notificationSettingsSchema = z.object({
  email: z.record(kind, z.boolean()),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const id = z.object({ id: z.string().min(1).max(64) });

/** The bell: the signed-in user's notifications, newest first, and their email settings. */
export const notificationRoutes = {
  notificationsList: defineRoute({
    method: 'GET',
    path: '/api/notifications',
    auth: 'user',
    query: z.object({
      /** The `next` cursor of the page before. */
      before: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE.max).default(NOTIFICATIONS_PAGE.default),
    }).strict(),
    response: z.object({ notifications: z.array(notificationSchema), next: z.string().nullable(), unread: z.number().int() }),
  }),
  notificationsUnread: defineRoute({
    method: 'GET',
    path: '/api/notifications/unread',
    auth: 'user',
    response: unread,
  }),
  notificationRead: defineRoute({
    method: 'POST',
    path: '/api/notifications/:id/read',
    refuses: [404],
    auth: 'user',
    params: id,
    body: z.object({}).strict().nullish(),
    response: unread.extend({ notification: notificationSchema }),
  }),
  notificationsReadAll: defineRoute({
    method: 'POST',
    path: '/api/notifications/read-all',
    auth: 'user',
    body: z.object({}).strict().nullish(),
    response: unread,
  }),
  notificationSettingsGet: defineRoute({
    method: 'GET',
    path: '/api/notifications/settings',
    auth: 'user',
    response: notificationSettingsSchema,
  }),
  notificationSettingsPut: defineRoute({
    method: 'PUT',
    path: '/api/notifications/settings',
    auth: 'user',
    body: z.object({ email: z.partialRecord(kind, z.boolean()) }).strict(),
    response: notificationSettingsSchema,
  }),
};

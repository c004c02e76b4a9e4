// Notifications (the first document's catalogue): POST send, batch,
// preferences/update, templates/create; GET templates/{orgId} and
// queue/{orgId}; and the screens' own: reminder settings, resend, and
// Twilio's status and inbound webhooks.
import { z } from 'zod';
import { zDocId } from '../ids';
import {
  ZBatchNotification,
  ZPreferencesUpdate,
  ZReminderSettingsUpdate,
  ZResendNotification,
  ZSendNotification,
  ZTemplateInput,
  NOTIFICATION_STATUSES,
  type NotificationChannel,
  type NotificationKind,
  type NotificationStatus,
  type ReminderSettings,
  type TemplateVariable,
} from '../notifications';
import { endpoint } from './endpoint';

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  status: NotificationStatus;
  to: string;
  subject: string;
  body: string;
  bookingId: string | null;
  clientId: string | null;
  sendAt: string;
  sentAt: string | null;
  attempts: number;
  reason: string;
  providerStatus: string | null;
}

export interface TemplateView {
  kind: NotificationKind;
  channel: NotificationChannel;
  subject: string;
  body: string;
  /** The salon's own wording (false: the default). */
  custom: boolean;
}

export interface ChannelsReady {
  email: boolean;
  sms: boolean;
}

/** A client's view of one salon: what it sent them and how they hear from it. */
export interface MySalonNotifications {
  orgId: string;
  salonName: string;
  notifications: NotificationView[];
  transactional: { email: boolean; sms: boolean };
  marketing: { email: boolean; sms: boolean };
}

export const ZOrgParams = z.object({ orgId: zDocId('Not a salon id') });
export const ZQueueQuery = z.object({
  status: z.enum(NOTIFICATION_STATUSES).optional(),
});

export const notificationContracts = {
  send: endpoint<{ notification: NotificationView }>()(
    'POST',
    'notifications',
    '/send',
    ZSendNotification,
  ),
  batch: endpoint<{ queued: number; skipped: number }>()(
    'POST',
    'notifications',
    '/batch',
    ZBatchNotification,
  ),
  preferences: endpoint<{
    transactional: { email: boolean; sms: boolean };
    marketing: { email: boolean; sms: boolean };
  }>()('POST', 'notifications', '/preferences/update', ZPreferencesUpdate),
  createTemplate: endpoint<{ template: TemplateView }>()(
    'POST',
    'notifications',
    '/templates/create',
    ZTemplateInput,
  ),
  templates: endpoint<{ templates: TemplateView[]; variables: readonly TemplateVariable[] }>()(
    'GET',
    'notifications',
    '/templates/:orgId',
  ),
  queue: endpoint<{
    notifications: NotificationView[];
    ready: ChannelsReady;
    settings: ReminderSettings;
  }>()('GET', 'notifications', '/queue/:orgId', undefined, ZQueueQuery),
  settings: endpoint<{ settings: ReminderSettings }>()(
    'POST',
    'notifications',
    '/settings',
    ZReminderSettingsUpdate,
  ),
  /** GET /api/notifications/mine: a client's notifications and preferences, per salon. */
  mine: endpoint<{ salons: MySalonNotifications[] }>()('GET', 'notifications', '/mine'),
  resend: endpoint<{ notification: NotificationView }>()(
    'POST',
    'notifications',
    '/resend',
    ZResendNotification,
  ),
} as const;

// Notifications through the API: the queue, templates, reminder settings,
// one-off messages and a client's preferences.
import { notificationContracts as c } from '@chairside/core/contracts/notifications';
import type {
  NotificationChannel,
  NotificationKind,
  NotificationStatus,
  ReminderSettings,
} from '@chairside/core/notifications';
import { call } from '../api/api';
import { invalidateContracts, useContract } from '../api/contract-query';

export const useNotificationQueue = (orgId: string, status: NotificationStatus | null) =>
  useContract(c.queue, { params: { orgId }, query: status ? { status } : {}, secure: true });

export const useTemplates = (orgId: string) =>
  useContract(c.templates, { params: { orgId }, secure: true });

/** After a change: the queue and the templates are asked again. */
const refresh = () => invalidateContracts(c.queue, c.templates);

export async function resendNotification(orgId: string, id: string) {
  const answer = await call(c.resend, { body: { orgId, id }, secure: true });
  await refresh();
  return answer.notification;
}

export async function saveTemplate(
  orgId: string,
  kind: NotificationKind,
  channel: NotificationChannel,
  subject: string,
  body: string,
) {
  await call(c.createTemplate, {
    body: { orgId, kind, channel, body, ...(channel === 'email' ? { subject } : {}) },
    secure: true,
  });
  await refresh();
}

export async function saveReminderSettings(orgId: string, settings: ReminderSettings) {
  await call(c.settings, { body: { orgId, ...settings }, secure: true });
  await refresh();
}

/** Saves the person's choice of messages; their own list is asked again. */
export async function updateMyPreferences(
  orgId: string,
  transactional: { email: boolean; sms: boolean },
  marketing: { email: boolean; sms: boolean },
) {
  const answer = await call(c.preferences, {
    body: { orgId, transactional, marketing },
    secure: true,
  });
  await invalidateContracts(c.mine);
  return answer;
}

export const useMyNotifications = () => useContract(c.mine, { secure: true });

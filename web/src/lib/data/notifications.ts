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
import { queryClient, useApi } from '../api/query';

export const useNotificationQueue = (orgId: string, status: NotificationStatus | null) =>
  useApi(['notifications', orgId, 'queue', status], (signal) =>
    call(c.queue, {
      params: { orgId },
      query: status ? { status } : {},
      secure: true,
      signal,
    }),
  );

export const useTemplates = (orgId: string) =>
  useApi(['notifications', orgId, 'templates'], (signal) =>
    call(c.templates, { params: { orgId }, secure: true, signal }),
  );

const refresh = (orgId: string) =>
  queryClient.invalidateQueries({ queryKey: ['notifications', orgId] });

export async function resendNotification(orgId: string, id: string) {
  const answer = await call(c.resend, { body: { orgId, id }, secure: true });
  await refresh(orgId);
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
  await refresh(orgId);
}

export async function saveReminderSettings(orgId: string, settings: ReminderSettings) {
  await call(c.settings, { body: { orgId, ...settings }, secure: true });
  await refresh(orgId);
}

export const updateMyPreferences = (
  orgId: string,
  transactional: { email: boolean; sms: boolean },
  marketing: { email: boolean; sms: boolean },
) => call(c.preferences, { body: { orgId, transactional, marketing }, secure: true });

export const useMyNotifications = () =>
  useApi(['notifications', 'mine'], (signal) => call(c.mine, { secure: true, signal }));

// What the notifications slice offers other slices; everything else in it is its own.
export { deliverDue, notificationsDue } from './queue.service';
export type { DueReport } from './queue.service';
export { sendSms, smsConfigured } from './sms';

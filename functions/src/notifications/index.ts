// What the notifications slice offers other slices; everything else in it is its own.
export {
  claim,
  composeWith,
  deliverDue,
  deliverOne,
  newNotification,
  notificationsDue,
} from './queue.service';
export type { Composer, DueReport, Outcome, Rendered } from './queue.service';
export { sendSms, smsConfigured } from './sms';

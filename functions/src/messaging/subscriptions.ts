// What the messaging slice does when other slices publish (platform/events.ts).
import { on } from '../platform/events';

on('sms.received', 'messaging: a client’s text lands in their conversation', async (e) => {
  const { receiveSmsReply } = await import('./inbound');
  await receiveSmsReply(e.from, e.body, e.messageSid);
});

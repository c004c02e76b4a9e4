// A test of a campaign's e-mail to the person writing it, now (not through
// the queue: they are waiting to look at it), marked as a test.
import type { z } from 'zod';
import type { ZTestSend } from '@chairside/core/contracts/campaigns';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { deliverMail, mailConfigured } from '../mail/mailer';
import { orgDoc } from '../records/orgs';
import { MANAGERS } from './campaigns.service';
import { salonColor, testMail } from './compose';

export async function sendTest(caller: Caller, input: z.output<typeof ZTestSend>) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'send campaigns' });
  const notSent: string[] = [];
  if (input.channels.sms)
    notSent.push(
      'Texts are not sent as tests: the preview shows the text and how many messages it takes.',
    );
  if (!input.channels.email) return { sentTo: [], notSent };
  if (!caller.email)
    throw new ApiError(
      'validation_failed',
      'Your account has no e-mail address to send the test to.',
    );
  if (!input.content.subject.trim() || !input.content.html.replace(/<[^>]*>/g, '').trim())
    throw new ApiError('validation_failed', 'Write the subject and the e-mail first.', [
      { path: 'content.html', message: 'Write the e-mail' },
    ]);
  if (!mailConfigured())
    throw new ApiError(
      'not_configured',
      'E-mail is not set up on this server (SMTP_URL), so no test can be sent. The preview shows how it looks.',
    );
  const org = (await orgDoc(input.orgId).get()).data();
  if (!org) throw new ApiError('not_found', 'That salon no longer exists.');
  await deliverMail(
    testMail({
      org,
      color: await salonColor(input.orgId),
      to: caller.email,
      firstName: (caller.token['name'] as string | undefined)?.split(' ')[0] || 'there',
      content: input.content,
    }),
  );
  return { sentTo: [caller.email], notSent };
}

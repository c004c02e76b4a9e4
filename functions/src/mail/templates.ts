import { PRODUCT_NAME } from '@chairside/core/product';
import { ROLE_INFO, type Role } from '@chairside/core/roles';
import type { Mail } from './mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One layout for every e-mail: a heading, paragraphs, one button, a footnote. */
function layout(
  heading: string,
  paragraphs: string[],
  button: { label: string; url: string },
  foot: string,
) {
  const html = `<!doctype html><html><body style="margin:0;background:#f6f5f3;font-family:Helvetica,Arial,sans-serif;color:#1f1d1b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:14px;font-weight:700;letter-spacing:.04em;color:#8a4b2e">${escape(PRODUCT_NAME)}</td></tr>
<tr><td><h1 style="font-size:22px;margin:16px 0">${escape(heading)}</h1>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${escape(p)}</p>`).join('')}
<p style="margin:24px 0"><a href="${escape(button.url)}" style="background:#8a4b2e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escape(button.label)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#6b6661;margin:0">${escape(foot)}</p>
<p style="font-size:12px;color:#6b6661;word-break:break-all">${escape(button.url)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [heading, '', ...paragraphs, '', `${button.label}: ${button.url}`, '', foot].join(
    '\n',
  );
  return { html, text };
}

export function inviteMail(args: {
  to: string;
  inviteeName: string;
  inviterName: string;
  orgName: string;
  role: Role;
  url: string;
  expiresAt: Date;
}): Mail {
  const role = ROLE_INFO[args.role].label.toLowerCase();
  const subject = `${args.inviterName} invited you to join ${args.orgName} on ${PRODUCT_NAME}`;
  const { html, text } = layout(
    `Join ${args.orgName}`,
    [
      `Hi ${args.inviteeName},`,
      `${args.inviterName} has invited you to join ${args.orgName} as ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}.`,
      `Accept with this e-mail address (${args.to}). The invitation works once and expires on ${args.expiresAt.toUTCString()}.`,
    ],
    { label: 'Accept invitation', url: args.url },
    "If you weren't expecting this, you can ignore this e-mail.",
  );
  return { to: args.to, subject, html, text };
}

export function signInLinkMail(to: string, url: string): Mail {
  const { html, text } = layout(
    `Sign in to ${PRODUCT_NAME}`,
    [`Use the button below to sign in as ${to}. The link works once, within the hour.`],
    { label: `Sign in to ${PRODUCT_NAME}`, url },
    "If you didn't ask for this link, ignore this e-mail: nobody can sign in without it.",
  );
  return { to, subject: `Your ${PRODUCT_NAME} sign-in link`, html, text };
}

export function passwordResetMail(to: string, url: string): Mail {
  const { html, text } = layout(
    'Choose a new password',
    [`Someone (hopefully you) asked to reset the password for ${to}.`],
    { label: 'Choose a new password', url },
    "If you didn't ask, ignore this e-mail: your password stays as it is.",
  );
  return { to, subject: `Reset your ${PRODUCT_NAME} password`, html, text };
}

export function verifyEmailMail(to: string, url: string): Mail {
  const { html, text } = layout(
    'Confirm your e-mail address',
    [`Confirm that ${to} is yours, so your salon can reach you and you can recover your account.`],
    { label: 'Confirm e-mail address', url },
    "If you didn't create an account, ignore this e-mail.",
  );
  return { to, subject: `Confirm your e-mail for ${PRODUCT_NAME}`, html, text };
}

/** A fee the saved card could not pay on its own: a link for the client to pay it. */
export function payLinkMail(args: {
  to: string;
  clientName: string;
  salonName: string;
  what: string;
  amount: string;
  url: string;
  reason: string;
}): Mail {
  const { html, text } = layout(
    `${args.what} from ${args.salonName}`,
    [
      `Hi ${args.clientName},`,
      `${args.salonName} charged a ${args.what.toLowerCase()} of ${args.amount} under its booking policy. ${args.reason}`,
      'You can pay it securely with the link below; the card details go straight to Stripe, the salon’s payment processor.',
    ],
    { label: `Pay ${args.amount}`, url: args.url },
    `You received this because you booked at ${args.salonName} with ${PRODUCT_NAME}.`,
  );
  return { to: args.to, subject: `${args.what} of ${args.amount}: ${args.salonName}`, html, text };
}

/** A salon's answer to a message sent from its website's contact form. */
export function contactReplyMail(args: {
  to: string;
  visitorName: string;
  salonName: string;
  salonEmail: string;
  body: string;
  original: string;
  siteUrl: string;
}): Mail {
  const { html, text } = layout(
    `A reply from ${args.salonName}`,
    [`Hi ${args.visitorName},`, ...args.body.split(/\n{2,}/), `You wrote: “${args.original}”`],
    { label: `Visit ${args.salonName}`, url: args.siteUrl },
    `You received this because you sent a message through the website of ${args.salonName}.`,
  );
  return {
    to: args.to,
    subject: `Re: your message to ${args.salonName}`,
    html,
    text,
    ...(args.salonEmail ? { replyTo: { name: args.salonName, address: args.salonEmail } } : {}),
  };
}

/** A salon's message to a client without an account; answering the e-mail answers the salon. */
export function clientMessageMail(args: {
  to: string;
  clientFirstName: string;
  salonName: string;
  senderName: string;
  text: string;
  bookUrl: string;
  replyTo: { name: string; address: string } | null;
}): Mail {
  const { html, text } = layout(
    `A message from ${args.salonName}`,
    [
      `Hi ${args.clientFirstName || 'there'},`,
      ...args.text.split(/\n{2,}/),
      `— ${args.senderName}, ${args.salonName}`,
    ],
    { label: `Book with ${args.salonName}`, url: args.bookUrl },
    args.replyTo
      ? `Reply to this e-mail to answer ${args.salonName}.`
      : `To answer, contact ${args.salonName} directly.`,
  );
  return {
    to: args.to,
    subject: `A message from ${args.salonName}`,
    html,
    text,
    ...(args.replyTo ? { replyTo: args.replyTo } : {}),
  };
}

/** A notification from the queue: the salon's text (already plain), one button. */
export function notificationMail(args: {
  to: string;
  subject: string;
  body: string;
  salonName: string;
  salonEmail: string;
  button: { label: string; url: string };
  /** An add-to-calendar file (the appointment as booked or moved). */
  calendar?: string;
}): Mail {
  const paragraphs = args.body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const { html, text } = layout(
    args.subject,
    paragraphs,
    args.button,
    `You received this because you have an appointment at ${args.salonName}, booked with ${PRODUCT_NAME}.`,
  );
  return {
    to: args.to,
    subject: args.subject,
    html,
    text,
    ...(args.salonEmail ? { replyTo: { name: args.salonName, address: args.salonEmail } } : {}),
    ...(args.calendar
      ? {
          attachments: [
            {
              filename: 'appointment.ics',
              content: args.calendar,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ],
        }
      : {}),
  };
}

/** To a salon's owner: a platform administrator opened a member's session to help. */
export function impersonationMail(args: {
  to: string;
  orgName: string;
  adminEmail: string;
  personName: string;
  reason: string;
  write: boolean;
  writeReason: string;
  startedAt: Date;
  expiresAt: Date;
  url: string;
}): Mail {
  const subject = `${PRODUCT_NAME} support opened ${args.personName}'s session at ${args.orgName}`;
  const { html, text } = layout(
    'A support session was opened',
    [
      `${args.adminEmail}, a ${PRODUCT_NAME} administrator, opened ${args.personName}'s session at ${args.orgName} on ${args.startedAt.toUTCString()} to help.`,
      `Reason given: ${args.reason}`,
      args.write
        ? `Write access was asked for: ${args.writeReason}. Every change made is in your audit trail.`
        : 'The session is read-only: nothing in your salon can be changed from it.',
      `It ends at the latest on ${args.expiresAt.toUTCString()}.`,
    ],
    { label: 'See the audit trail', url: args.url },
    'You receive this e-mail each time support opens a session in your salon.',
  );
  return { to: args.to, subject, html, text };
}

/** To a salon's owner: the platform took one of the blog's posts down, and why. */
export function moderationMail(args: {
  to: string;
  orgName: string;
  title: string;
  reason: string;
  url: string;
}): Mail {
  const subject = `${PRODUCT_NAME} unpublished "${args.title}" on ${args.orgName}'s blog`;
  const { html, text } = layout(
    'A blog post was unpublished',
    [
      `${PRODUCT_NAME}'s team took the post "${args.title}" off ${args.orgName}'s blog. It is a draft again: nothing else changed, and readers no longer see it.`,
      `Reason given: ${args.reason}`,
      'Edit the post to fix this, then publish it again. The team will look at it once more.',
    ],
    { label: 'Open the post', url: args.url },
    'You receive this e-mail as the owner of the salon.',
  );
  return { to: args.to, subject, html, text };
}

/** To a reader who asked for a salon blog's new posts: the link that confirms it (double opt-in). */
export function blogConfirmMail(args: { to: string; salon: string; url: string }): Mail {
  const subject = `Confirm: new posts from ${args.salon}'s blog`;
  const { html, text } = layout(
    'Confirm your subscription',
    [
      `Someone, we hope you, asked for new posts from ${args.salon}'s blog at this address.`,
      'Confirm with the button: each new post then comes to your inbox, and every e-mail has a link to unsubscribe.',
      'Nothing happens if you do not: this link works for 7 days.',
    ],
    { label: 'Confirm my subscription', url: args.url },
    `You receive this e-mail because this address was entered on ${args.salon}'s blog.`,
  );
  return { to: args.to, subject, html, text };
}

/** Confirms deleting one's account (the link works once, within the hour). */
export function accountDeletionMail(to: string, url: string): Mail {
  const { html, text } = layout(
    `Delete your ${PRODUCT_NAME} account`,
    [
      `You asked to delete the ${PRODUCT_NAME} account of ${to}. Your profile and sign-in go at once; messages you wrote stay with their readers under "Deleted user", and salons keep their sales and appointments without your name or contact details.`,
      'Confirm with the button below. The link works once, within the hour.',
    ],
    { label: 'Delete my account', url },
    "If you didn't ask for this, ignore this e-mail: nothing is deleted without the link.",
  );
  return { to, subject: `Confirm deleting your ${PRODUCT_NAME} account`, html, text };
}

/** Confirms deleting a salon (after a grace period in which it can be undone). */
export function salonDeletionMail(args: {
  to: string;
  orgName: string;
  graceDays: number;
  url: string;
}): Mail {
  const { html, text } = layout(
    `Delete ${args.orgName}`,
    [
      `You asked to delete ${args.orgName} from ${PRODUCT_NAME}: its team, services, clients, appointments, sales and website.`,
      `Once you confirm, the salon is deleted ${args.graceDays} days later. Until then you can undo it from the data page in the app.`,
      'The link works once, within the hour.',
    ],
    { label: `Delete ${args.orgName}`, url: args.url },
    "If you didn't ask for this, ignore this e-mail: nothing is deleted without the link.",
  );
  return { to: args.to, subject: `Confirm deleting ${args.orgName}`, html, text };
}

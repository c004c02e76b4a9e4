// A marketing message as it goes out, written when it is due (the
// notifications queue calls this for kind 'marketing'): the campaign or
// journey as it is now (a paused campaign holds it back, a cancelled one
// drops it), the client as they are now (unsubscribed or no longer consenting
// since the launch: not sent), the salon's words with the placeholders
// filled, every link tracked, an open pixel, the unsubscribe footer, and the
// List-Unsubscribe headers of RFC 8058. A text ends with the opt-out line.
import { fillPlaceholders, type MarketingVariable } from '@chairside/core/campaigns';
import { JOURNEY_KINDS, type JourneyKind } from '@chairside/core/journeys';
import { defaultMarketingSettings } from '@chairside/core/marketing-settings';
import { SMS_OPT_OUT } from '@chairside/core/marketing';
import { toE164 } from '@chairside/core/phone';
import type { NotificationRecord } from '@chairside/core/records/notification';
import type { OrgRecord } from '@chairside/core/records/org';
import { appOriginForSites } from '../config';
import { countReads } from '../http/read-count';
import type { Mail } from '../mail/mailer';
import type { Outcome } from '../notifications';
import { sanitizeHtmlFor } from '../platform/sanitize';
import { campaignDoc, marketingSettingsDoc, touchDoc } from '../records/campaigns';
import { clientDoc } from '../records/clients';
import { publicSiteDoc } from '../records/sites';
import { trackingSignature, unsubscribeToken } from './links';
import { optOutDoc } from './unsubscribe.service';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where a salon's clients book (the click on a booking button lands there). */
export const bookingLink = (org: Pick<OrgRecord, 'id' | 'slug'>) =>
  `${appOriginForSites()}/book-now?salon=${encodeURIComponent(org.slug || org.id)}`;

/** The words a source sends now, or why it sends nothing. */
async function contentOf(orgId: string, source: string) {
  const [kind, id] = source.split('/');
  if (kind === 'campaigns' && id) {
    const c = (await campaignDoc(orgId, id).get()).data();
    if (!c) return { skip: 'The campaign was deleted.' };
    if (c.status === 'paused') return { hold: 'The campaign is paused.' };
    if (c.status === 'cancelled') return { skip: 'The campaign was cancelled.' };
    return { content: c.content, birthday: false };
  }
  if (kind === 'journeys' && (JOURNEY_KINDS as readonly string[]).includes(id ?? '')) {
    const settings = (await marketingSettingsDoc(orgId).get()).data() ?? defaultMarketingSettings();
    const journey = settings.journeys[id as JourneyKind];
    if (!journey.enabled) return { skip: 'The journey was turned off.' };
    return { content: journey.content, birthday: id === 'birthday' };
  }
  if (kind === 'customJourneys' && id) {
    const { customStepContent } = await import('./custom-journeys.service');
    return customStepContent(orgId, id, Number(source.split('/')[3]));
  }
  return { skip: 'Nothing sends this message any more.' };
}

/** Every link through the click counter; a button drawn as one; the pixel and footer added. */
function emailHtml(args: {
  html: string;
  org: OrgRecord;
  color: string;
  track: (url: string) => string;
  pixel: string;
  unsubscribeUrl: string;
}): string {
  const { org, color } = args;
  const body = args.html
    .replace(
      /<a ([^>]*?)href="([^"]*)"([^>]*)>/g,
      (_m, before: string, href: string, after: string) => {
        const button = /data-button/.test(before + after);
        const url = href.replace(/&amp;|&#38;/g, '&');
        const tracked = /^https?:\/\//.test(url) ? args.track(url) : url;
        const style = button
          ? `background:${color};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block`
          : `color:${color}`;
        return `<a href="${escape(tracked)}" style="${style}">`;
      },
    )
    .replace(/<img /g, '<img style="max-width:100%;height:auto;border-radius:8px" ');
  return `<!doctype html><html><body style="margin:0;background:#f6f5f3;font-family:Helvetica,Arial,sans-serif;color:#1f1d1b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;background:#ffffff;border-radius:12px;padding:28px;font-size:16px;line-height:1.5">
<tr><td style="font-size:20px;font-weight:700;color:${color};padding-bottom:12px">${escape(org.name)}</td></tr>
<tr><td>${body}</td></tr>
<tr><td style="padding-top:24px;border-top:1px solid #e7e3df;font-size:12px;color:#6b6661">
You get this because you agreed to hear from ${escape(org.name)}.${org.address ? ` ${escape(org.address)}.` : ''}<br>
<a href="${escape(args.unsubscribeUrl)}" style="color:#6b6661">Unsubscribe</a> from ${escape(org.name)}’s e-mails.
</td></tr></table></td></tr></table>
${args.pixel ? `<img src="${escape(args.pixel)}" width="1" height="1" alt="" style="display:block;border:0">` : ''}</body></html>`;
}

/** The plain-text fallback: the words, each link written out, the unsubscribe line. */
function emailText(html: string, org: OrgRecord, unsubscribeUrl: string): string {
  const text = html
    .replace(
      /<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g,
      (_m, href: string, label: string) => `${label} (${href.replace(/&amp;/g, '&')})`,
    )
    .replace(/<\/(p|h[1-3]|li|blockquote)>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `${text}\n\n--\n${org.name}${org.address ? `, ${org.address}` : ''}\nUnsubscribe: ${unsubscribeUrl}`;
}

/** The message a marketing notification sends now, or why it does not. */
export async function composeMarketing(
  n: NotificationRecord,
  org: OrgRecord,
  _now: Date,
): Promise<Outcome> {
  if (!n.source || !n.clientId) return { skip: 'Not a marketing message.' };
  const channel = n.channel;
  const [source, client, optOut] = await Promise.all([
    contentOf(n.orgId, n.source),
    clientDoc(n.orgId, n.clientId)
      .get()
      .then((s) => s.data()),
    optOutDoc(n.orgId, n.clientId)
      .get()
      .then((s) => s.data()),
  ]);
  countReads(3); // the campaign (or the journeys' settings), the client, the opt-out
  if ('skip' in source) return { skip: source.skip! };
  if ('hold' in source) return { hold: source.hold! };
  if (!client) return { skip: 'The client was removed.' };
  if (optOut?.[channel] === true) return { skip: 'Unsubscribed.' };
  if (!client.marketingConsent[channel])
    return { skip: `No longer agrees to marketing by ${channel === 'email' ? 'e-mail' : 'text'}.` };
  const to = channel === 'email' ? client.email.trim() : (toE164(client.phone, org.country) ?? '');
  if (!to)
    return { skip: `No ${channel === 'email' ? 'e-mail address' : 'mobile number'} any more.` };
  const values: Partial<Record<MarketingVariable, string>> = {
    ...(n.vars as Partial<Record<MarketingVariable, string>>),
    first_name: client.firstName,
    salon: org.name,
    booking_link: bookingLink(org),
  };
  const afterSent = async (at: Date) => {
    await touchDoc(n.orgId, n.clientId!).set(
      {
        id: n.clientId!,
        notificationId: n.id,
        source: n.source!,
        sentAt: at,
        ...(source.birthday ? {} : { cappedAt: at }),
      },
      { merge: true },
    );
  };
  const button = { label: `Book with ${org.name}`, url: bookingLink(org) };
  if (channel === 'sms') {
    const body = `${fillPlaceholders(source.content.sms, values)}\n${SMS_OPT_OUT}`;
    return { to, subject: '', body, button, afterSent };
  }
  const origin = appOriginForSites();
  const token = unsubscribeToken(n.orgId, n.clientId, 'email');
  if (!token)
    return { skip: 'Unsubscribe links are not set up on this server (BOOKING_LINK_SECRET).' };
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const unsubscribeUrl = `${origin}/unsubscribe?${q({ token })}`;
  const oneClick = `${origin}/api/marketing/unsubscribe?${q({ token, n: n.id })}`;
  const track = (url: string) =>
    `${origin}/api/marketing/click?${q({ o: n.orgId, n: n.id, u: url, s: trackingSignature(n.orgId, n.id, url) })}`;
  const pixel = `${origin}/api/marketing/open?${q({ o: n.orgId, n: n.id, s: trackingSignature(n.orgId, n.id) })}`;
  const color = await salonColor(n.orgId);
  const filled = fillPlaceholders(sanitizeHtmlFor('campaign', source.content.html), values, escape);
  const subject = fillPlaceholders(source.content.subject, values);
  const mail: Mail = {
    to,
    subject,
    html: emailHtml({ html: filled, org, color, track, pixel, unsubscribeUrl }),
    text: emailText(filled, org, unsubscribeUrl),
    ...(org.email ? { replyTo: { name: org.name, address: org.email } } : {}),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
  return { to, subject, body: mail.text, button, mail, afterSent };
}

/** A test of a message to the person writing it: now, marked as a test, nothing tracked. */
export function testMail(args: {
  org: OrgRecord;
  color: string;
  to: string;
  firstName: string;
  content: { subject: string; html: string };
}): Mail {
  const { org } = args;
  const values: Partial<Record<MarketingVariable, string>> = {
    first_name: args.firstName,
    salon: org.name,
    last_service: 'your last service',
    stylist: 'your stylist',
    booking_link: bookingLink(org),
    opening: 'the day that opened',
  };
  const filled = fillPlaceholders(sanitizeHtmlFor('campaign', args.content.html), values, escape);
  const unsubscribeUrl = `${appOriginForSites()}/unsubscribe`;
  return {
    to: args.to,
    subject: `[Test] ${fillPlaceholders(args.content.subject, values)}`,
    html: emailHtml({
      html: filled,
      org,
      color: args.color,
      track: (u) => u,
      pixel: '',
      unsubscribeUrl,
    }),
    text: emailText(filled, org, unsubscribeUrl),
  };
}

const colors = new Map<string, { color: string; at: number }>();
/** How long this instance keeps a salon's colour before reading it again. */
const COLOR_FRESH_MS = 60_000;

/** The salon's own colour for its e-mails (its website's primary colour), read once a minute. */
export async function salonColor(orgId: string) {
  const kept = colors.get(orgId);
  if (kept && Date.now() - kept.at < COLOR_FRESH_MS) return kept.color;
  const theme = (await publicSiteDoc(orgId).get()).data()?.theme;
  countReads(1);
  const color = /^#[0-9a-fA-F]{6}$/.test(theme?.colors.primary ?? '')
    ? theme!.colors.primary
    : '#8a4b2e';
  colors.set(orgId, { color, at: Date.now() });
  return color;
}

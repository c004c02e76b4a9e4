// A gift card as an e-mail to its recipient: the card in its design, the
// amount, the code, the giver's message, how to spend it, and a link to a
// printable card (the code rides in the link's #fragment, which browsers never
// send to a server).
import { GIFT_CARD_DESIGN_STYLES, formatGiftCode } from '@chairside/core/gift-cards';
import { formatMinorUnits } from '@chairside/core/money';
import type { GiftCardRecord } from '@chairside/core/records/gift-card';
import type { OrgRecord } from '@chairside/core/records/org';
import type { Mail } from '../mail/mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The printable card's address: the app's page, with the salon and code after the #. */
export const printableCardUrl = (appOrigin: string, orgId: string, code: string) =>
  `${appOrigin}/gift-card#salon=${encodeURIComponent(orgId)}&code=${encodeURIComponent(formatGiftCode(code))}`;

export function giftCardMail(
  card: GiftCardRecord,
  salon: Pick<OrgRecord, 'id' | 'name' | 'email' | 'address' | 'timeZone'>,
  appOrigin: string,
): Mail {
  const style = GIFT_CARD_DESIGN_STYLES[card.design];
  const amount = formatMinorUnits(card.initialAmount, card.currency);
  const code = formatGiftCode(card.code);
  const given = card.source === 'given';
  const from =
    !given && card.buyer.name && card.buyer.email !== card.recipient.email ? card.buyer.name : '';
  const greeting = `Hi ${card.recipient.name.split(' ')[0] || 'there'},`;
  const intro = given
    ? `${salon.name} sent you a ${amount} gift card.`
    : from
      ? `${from} sent you a ${amount} gift card for ${salon.name}.`
      : `Here is your ${amount} gift card for ${salon.name}.`;
  const expiry = card.expiresAt
    ? `It can be used until ${new Intl.DateTimeFormat('en-US', { timeZone: salon.timeZone, dateStyle: 'long' }).format(new Date(card.expiresAt.getTime() - 1))}.`
    : 'It does not expire.';
  const howTo = `Give the code at the salon when you pay. What you do not spend stays on the card. ${expiry}`;
  const print = printableCardUrl(appOrigin, salon.id, card.code);
  const html = `<!doctype html><html><body style="margin:0;background:#f6f5f3;font-family:Helvetica,Arial,sans-serif;color:#1f1d1b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td>
<p style="margin:0 0 12px;font-size:16px">${escape(greeting)}</p>
<p style="margin:0 0 20px;font-size:16px">${escape(intro)}</p>
<table role="presentation" width="100%" style="background:${style.background};color:${style.ink};border-radius:16px">
<tr><td style="padding:28px">
<p style="margin:0;font-size:14px;letter-spacing:2px;text-transform:uppercase;color:${style.accent}">Gift card</p>
<p style="margin:6px 0 18px;font-size:22px;font-weight:700">${escape(salon.name)}</p>
<p style="margin:0 0 18px;font-size:34px;font-weight:700">${escape(amount)}</p>
<p style="margin:0;font-size:13px;color:${style.accent}">Code</p>
<p style="margin:2px 0 0;font-size:22px;font-family:Menlo,Consolas,monospace;letter-spacing:1px">${escape(code)}</p>
</td></tr></table>
${card.message ? `<p style="margin:20px 0 0;font-size:16px;font-style:italic">“${escape(card.message)}”${from ? ` — ${escape(from)}` : ''}</p>` : ''}
<p style="margin:20px 0 0;font-size:15px;line-height:1.5">${escape(howTo)}</p>
<p style="margin:20px 0 0"><a href="${escape(print)}" style="color:#5b3cc4;font-weight:700">Print your gift card</a></p>
<p style="margin:20px 0 0;font-size:13px;color:#6b6661">${escape([salon.name, salon.address.replace(/\n/g, ', ')].filter(Boolean).join(' · '))}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    greeting,
    '',
    intro,
    '',
    `Gift card: ${amount}`,
    `Code: ${code}`,
    ...(card.message ? ['', `“${card.message}”${from ? ` — ${from}` : ''}`] : []),
    '',
    howTo,
    '',
    `Print your gift card: ${print}`,
  ].join('\n');
  return {
    to: card.recipient.email,
    subject: given
      ? `A ${amount} gift card from ${salon.name}`
      : from
        ? `${from} sent you a ${salon.name} gift card`
        : `Your ${salon.name} gift card (${amount})`,
    text,
    html,
    ...(salon.email ? { replyTo: { name: salon.name, address: salon.email } } : {}),
  };
}

/** The buyer's note when the card goes to someone else: to whom, when, and its last four. */
export function buyerConfirmationMail(
  card: GiftCardRecord,
  salon: Pick<OrgRecord, 'name' | 'email' | 'timeZone'>,
  now: number,
): Mail {
  const amount = formatMinorUnits(card.initialAmount, card.currency);
  const later = card.deliverAt.getTime() > now;
  const when = later
    ? `on ${new Intl.DateTimeFormat('en-US', { timeZone: salon.timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(card.deliverAt)}`
    : 'now';
  const lines = [
    `Hi ${card.buyer.name.split(' ')[0] || 'there'},`,
    '',
    `Thank you for buying a ${amount} ${salon.name} gift card. We e-mail it to ${card.recipient.name} (${card.recipient.email}) ${when}${card.message ? ', with your message' : ''}.`,
    `Its number ends in ${card.code.slice(-4)}. If it does not arrive, reply to this e-mail.`,
  ];
  return {
    to: card.buyer.email,
    subject: later
      ? `Your gift card for ${card.recipient.name} goes out ${when}`
      : `Your gift card for ${card.recipient.name} is on its way`,
    text: lines.join('\n'),
    html: `<div style="font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f1d1b;max-width:520px">${lines
      .map((l) => (l ? `<p style="margin:0 0 12px">${escape(l)}</p>` : ''))
      .join('')}</div>`,
    ...(salon.email ? { replyTo: { name: salon.name, address: salon.email } } : {}),
  };
}

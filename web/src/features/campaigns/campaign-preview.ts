// What a campaign looks like in the inbox, drawn in the browser the way the
// functions write it (compose.ts): the salon's name in its colour, the words
// with sample values, buttons as buttons, the unsubscribe footer.
import { fillPlaceholders, type MarketingVariable } from '@chairside/core/campaigns';
import { sanitizeCampaignHtml } from '../../lib/sanitize/campaign';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SalonLook {
  name: string;
  address: string;
  color: string;
  bookingUrl: string;
}

/** The values a preview and a test show (never a real client's). */
export const sampleValues = (salon: SalonLook): Partial<Record<MarketingVariable, string>> => ({
  first_name: 'Ana',
  salon: salon.name,
  last_service: 'Cut & finish',
  stylist: 'your stylist',
  booking_link: salon.bookingUrl,
  opening: 'Thursday, 2:00 PM',
});

/** The whole e-mail as a document for a sandboxed frame. */
export function previewDocument(html: string, salon: SalonLook): string {
  const filled = fillPlaceholders(sanitizeCampaignHtml(html), sampleValues(salon), escape);
  const color = /^#[0-9a-f]{6}$/i.test(salon.color) ? salon.color : '#8a4b2e';
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;background:#f6f5f3;font-family:Helvetica,Arial,sans-serif;color:#1f1d1b}
.card{max-width:600px;margin:16px auto;background:#fff;border-radius:12px;padding:24px;font-size:16px;line-height:1.5}
.card a{color:${color}} .card a[data-button]{background:${color};color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block}
.card img{max-width:100%;height:auto;border-radius:8px} .salon{font-size:20px;font-weight:700;color:${color};margin-bottom:12px}
.foot{margin-top:24px;padding-top:12px;border-top:1px solid #e7e3df;font-size:12px;color:#6b6661}</style></head>
<body><div class="card"><div class="salon">${escape(salon.name)}</div>${filled}
<div class="foot">You get this because you agreed to hear from ${escape(salon.name)}.${salon.address ? ` ${escape(salon.address)}.` : ''}<br><u>Unsubscribe</u> from ${escape(salon.name)}’s e-mails.</div></div></body></html>`;
}

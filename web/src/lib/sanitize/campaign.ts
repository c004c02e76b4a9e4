// The browser's side of the one sanitiser, for a campaign's e-mail: DOMPurify
// with the server's allow-list (core/campaigns.ts CAMPAIGN_SAFE_HTML): text,
// headings, lists, links, buttons and pictures; only text alignment in styles.
import DOMPurify from 'dompurify';
import { CAMPAIGN_SAFE_HTML } from '@chairside/core/campaigns';
import { attributesOf } from './site';

function campaignAttribute(
  _node: Element,
  data: { attrName: string; attrValue: string; keepAttr: boolean },
) {
  if (data.attrName !== 'style') return;
  const align = /(?:^|;)\s*text-align\s*:\s*([a-z]+)/i.exec(data.attrValue)?.[1] ?? '';
  if (CAMPAIGN_SAFE_HTML.textAlign.test(align)) data.attrValue = `text-align: ${align}`;
  else data.keepAttr = false;
}

export function sanitizeCampaignHtml(html: string): string {
  DOMPurify.addHook('uponSanitizeAttribute', campaignAttribute);
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: [...CAMPAIGN_SAFE_HTML.tags],
      ALLOWED_ATTR: attributesOf(CAMPAIGN_SAFE_HTML.attributes),
      // Placeholders ({{booking_link}}) are filled when the e-mail is sent.
      ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|\{\{[a-z_]+\}\}$)/i,
    });
  } finally {
    DOMPurify.removeHook('uponSanitizeAttribute');
  }
}

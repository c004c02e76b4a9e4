// A salon's server-rendered blog page in the browser: its site's and the
// blog's styles, the Like button, and the page view (and conversion blocks'
// clicks) for the salon's website analytics. Nothing else runs: the page is complete as HTML.
import '@chairside/site/site.css';
import '@chairside/site/blog.css';
import { enhanceLikes } from '@chairside/site/blog/like';
import { enhanceListen } from '@chairside/site/blog/listen';
import { enhanceLanguages } from '@chairside/site/blog/languages';
import { enhanceSubscribe } from '@chairside/site/blog/subscribe';
import { sendBeacon, trackConversionBlocks } from '@chairside/site/beacon';

const orgId = document.querySelector<HTMLElement>('[data-org]')?.dataset['org'] ?? '';
enhanceListen(document);
enhanceLanguages(document);
if (orgId) {
  enhanceLikes(document, '/api', orgId);
  sendBeacon('/api', orgId, { kind: 'view' });
  trackConversionBlocks(document, '/api', orgId);
  enhanceSubscribe(document, '/api', orgId);
}

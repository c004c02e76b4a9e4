// A server-rendered blog page in the browser: its styles, and the Like button.
// Nothing else runs: the page is complete as HTML.
import '@chairside/site/blog.css';
import { enhanceLikes } from '@chairside/site/blog/like';
import { enhanceListen } from '@chairside/site/blog/listen';
import { enhanceLanguages } from '@chairside/site/blog/languages';

enhanceLikes(document);
enhanceListen(document);
enhanceLanguages(document);

// A visitor of a day: the hash of the day's salt, the site, the network
// address and the user agent. With the salt destroyed, nobody (we included)
// can tell whose it was or link it to the same person's next day.
import { createHash } from 'node:crypto';
import { visitorMaterial } from '@chairside/core/site-analytics';

export function visitorHash(salt: string, orgId: string, address: string, userAgent: string) {
  return createHash('sha256')
    .update(visitorMaterial(salt, orgId, address, userAgent))
    .digest('base64url')
    .slice(0, 22);
}

// Real DNS lookups for custom-domain verification. The resolver's servers come
// from DNS_SERVERS ("127.0.0.1:5354,1.1.1.1"), so tests run a local DNS server;
// without it, the system's resolvers answer.
import { Resolver } from 'node:dns/promises';
import { normaliseHost } from '@chairside/core/hosts';
import type { DnsCheck } from '@chairside/core/records/site';
import { errorCode, errorMessage } from '../platform/errors';

function resolver(): Resolver {
  const r = new Resolver({ timeout: 3000, tries: 2 });
  const servers = process.env['DNS_SERVERS']
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (servers?.length) r.setServers(servers);
  return r;
}

const missing = (err: unknown) =>
  ['ENODATA', 'ENOTFOUND', 'ENOTIMP', 'ESERVFAIL', 'EREFUSED', 'ETIMEOUT', 'ECONNREFUSED'].includes(
    String(errorCode(err) ?? ''),
  );

/**
 * Looks up the TXT proof and where the host points. The domain is verified
 * when the TXT record holds the token and the host reaches the platform (a
 * CNAME to the platform host, or A records on its configured addresses).
 */
const NO_TXT: string[][] = [];
const NONE: string[] = [];

export async function checkDns(args: {
  host: string;
  txtName: string;
  txtValue: string;
  platformHost: string;
  platformAddresses: string[];
}): Promise<DnsCheck> {
  const r = resolver();
  const errors: string[] = [];
  const [txt, cname, addresses] = await Promise.all([
    r.resolveTxt(args.txtName).catch((err) => {
      if (!missing(err)) errors.push(`TXT: ${errorMessage(err)}`);
      return NO_TXT;
    }),
    r.resolveCname(args.host).catch((err) => {
      if (!missing(err)) errors.push(`CNAME: ${errorMessage(err)}`);
      return NONE;
    }),
    r.resolve4(args.host).catch(() => NONE),
  ]);
  const txtFound = txt.some((chunks) => chunks.join('') === args.txtValue);
  const target = cname[0] ? normaliseHost(cname[0]) : null;
  const pointsToPlatform =
    target === normaliseHost(args.platformHost) ||
    (args.platformAddresses.length > 0 &&
      addresses.length > 0 &&
      addresses.every((a) => args.platformAddresses.includes(a)));
  return { txtFound, cname: target, addresses, pointsToPlatform, errors };
}

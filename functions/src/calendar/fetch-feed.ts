// Fetching a calendar someone pasted the address of. The address is theirs
// to choose, so the fetch must not reach inside our own network: every
// address the name resolves to is checked at connect time (no DNS
// rebinding), at most three redirects are followed (each checked again),
// the body stops at the size limit, and the whole fetch at 20 seconds.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { MAX_ICS_BYTES } from '@chairside/core/calendar';

export class FeedFetchProblem extends Error {}

const TIMEOUT_MS = 20_000;
const MAX_REDIRECTS = 3;

/** Why an address may not be fetched (private, loopback, link-local…), or null. */
export function addressProblem(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an address';
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  }
  const range = ip.range();
  return range === 'unicast' ? null : range;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses names resolving to addresses outside the public internet. */
function publicLookup(hostname: string, options: object, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const list = addresses as LookupAddress[];
    const bad = list.find((a) => addressProblem(a.address));
    if (bad || !list.length) {
      const e = new Error(`${hostname} is not on the public internet`) as NodeJS.ErrnoException;
      e.code = 'EPRIVATE';
      return callback(e, []);
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
}

function words(err: NodeJS.ErrnoException, host: string): string {
  switch (err.code) {
    case 'EPRIVATE':
      return `${host} is not on the public internet, so it cannot be fetched.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `We could not find ${host}. Check the address.`;
    case 'ECONNREFUSED':
    case 'ECONNRESET':
    case 'EHOSTUNREACH':
      return `${host} did not answer. We will try again.`;
    default:
      return `${host} could not be reached (${err.code ?? err.message}). We will try again.`;
  }
}

/** GET one address, following a few redirects; answers the body as text. */
export async function fetchFeed(address: string): Promise<string> {
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await getOnce(url);
    if ('redirect' in answer) {
      url = new URL(answer.redirect, url);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new FeedFetchProblem(
          'The calendar’s address sent us somewhere that is not a web address.',
        );
      }
      continue;
    }
    return answer.body;
  }
  throw new FeedFetchProblem('The calendar’s address redirects too many times.');
}

function getOnce(url: URL): Promise<{ body: string } | { redirect: string }> {
  const client = url.protocol === 'https:' ? https : http;
  // An address written as numbers is never looked up: check it here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(literal) && addressProblem(literal)) {
    return Promise.reject(
      new FeedFetchProblem(`${url.host} is not on the public internet, so it cannot be fetched.`),
    );
  }
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: publicLookup as unknown as typeof dnsLookup,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Chairside-Calendar/1.0' },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ redirect: res.headers.location });
          return;
        }
        if (status === 401 || status === 403) {
          res.resume();
          reject(
            new FeedFetchProblem(
              `${url.host} refused to share this calendar (${status}). The link may have been reset: copy the calendar’s secret address again.`,
            ),
          );
          return;
        }
        if (status === 404 || status === 410) {
          res.resume();
          reject(new FeedFetchProblem(`${url.host} no longer has this calendar (${status}).`));
          return;
        }
        if (status === 429 || status >= 500) {
          res.resume();
          reject(
            new FeedFetchProblem(
              `${url.host} is busy or failing (${status}). We will try again later.`,
            ),
          );
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(new FeedFetchProblem(`${url.host} answered ${status} instead of the calendar.`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > MAX_ICS_BYTES) {
            req.destroy();
            reject(
              new FeedFetchProblem(
                `This calendar is larger than ${MAX_ICS_BYTES / 1024 / 1024} MB. Export a shorter range.`,
              ),
            );
            return;
          }
          chunks.push(c);
        });
        res.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (e) => reject(new FeedFetchProblem(words(e, url.host))));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      reject(new FeedFetchProblem(`${url.host} took too long to answer. We will try again.`));
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e instanceof FeedFetchProblem) reject(e);
      else reject(new FeedFetchProblem(words(e, url.host)));
    });
    req.end();
  });
}

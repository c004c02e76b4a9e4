// Fetching an address someone else chose (a calendar's secret link, a picture
// on an old platform). It must not reach inside our own network: every
// address the name resolves to is checked at connect time (no DNS
// rebinding), at most three redirects are followed (each checked again), the
// body stops at the size limit, and the whole fetch at the time limit.
import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';

/** A fetch that did not give the body, said in words the person can act on. */
export class PublicFetchProblem extends Error {}

const MAX_REDIRECTS = 3;

export interface PublicFetchOptions {
  maxBytes: number;
  accept: string;
  userAgent: string;
  timeoutMs?: number;
  /** http: as well as https: (calendar feeds; never pictures). */
  allowHttp?: boolean;
  /** The words for an answer other than 200 (a redirect is followed). */
  refused: (status: number, host: string) => string;
  tooLarge: string;
  offSite: string;
  tooManyRedirects: string;
}

/** IPv6's global unicast block: every public IPv6 address is in it (RFC 4291, 3587). */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Why an address may not be fetched (private, loopback, link-local…), or
 * null. IPv6 is an allow-list: only global unicast outside every special
 * range passes, so forms like ::127.0.0.1 (IPv4-compatible, ::/96) or
 * ::a9fe:a9fe never reach inside a network, whatever ipaddr.js names them.
 */
export function addressProblem(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an address';
  const parsed = ipaddr.parse(address);
  const ip =
    parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress() ? parsed.toIPv4Address() : parsed;
  const range = ip.range();
  if (range !== 'unicast') return range;
  if (ip instanceof ipaddr.IPv6 && !ip.match(GLOBAL_UNICAST)) return 'not global unicast';
  return null;
}

/** dns.lookup that refuses names resolving to addresses outside the public internet. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, list) => {
    if (err) return callback(err, []);
    const [first] = list;
    if (!first || list.some((a) => addressProblem(a.address))) {
      const refused = Object.assign(new Error(`${hostname} is not on the public internet`), {
        code: 'EPRIVATE',
      });
      return callback(refused, []);
    }
    if (options.all) return callback(null, list);
    return callback(null, first.address, first.family);
  });
};

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

export interface Fetched {
  body: Buffer;
  /** The media type the server gave (lower case, without parameters). */
  contentType: string;
}

/** GET one address, following a few redirects. */
export async function fetchPublic(address: string, options: PublicFetchOptions): Promise<Fetched> {
  if (!URL.canParse(address)) {
    throw new PublicFetchProblem('That address cannot be read. Check it and paste it again.');
  }
  let url = new URL(address);
  const allowed = (u: URL) =>
    u.protocol === 'https:' || (!!options.allowHttp && u.protocol === 'http:');
  if (!allowed(url)) throw new PublicFetchProblem(options.offSite);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await getOnce(url, options);
    if ('redirect' in answer) {
      if (!URL.canParse(answer.redirect, url)) throw new PublicFetchProblem(options.offSite);
      url = new URL(answer.redirect, url);
      if (!allowed(url)) throw new PublicFetchProblem(options.offSite);
      continue;
    }
    return answer;
  }
  throw new PublicFetchProblem(options.tooManyRedirects);
}

function getOnce(url: URL, options: PublicFetchOptions): Promise<Fetched | { redirect: string }> {
  const client = url.protocol === 'https:' ? https : http;
  // An address written as numbers is never looked up: check it here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(literal) && addressProblem(literal)) {
    return Promise.reject(
      new PublicFetchProblem(`${url.host} is not on the public internet, so it cannot be fetched.`),
    );
  }
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: publicLookup,
        headers: { accept: options.accept, 'user-agent': options.userAgent },
        timeout: options.timeoutMs ?? 20_000,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ redirect: res.headers.location });
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(new PublicFetchProblem(options.refused(status, url.host)));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > options.maxBytes) {
            req.destroy();
            reject(new PublicFetchProblem(options.tooLarge));
            return;
          }
          chunks.push(c);
        });
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            contentType: (String(res.headers['content-type'] ?? '').split(';')[0] ?? '')
              .trim()
              .toLowerCase(),
          }),
        );
        res.on('error', (e) => reject(new PublicFetchProblem(words(e, url.host))));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      reject(new PublicFetchProblem(`${url.host} took too long to answer. We will try again.`));
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e instanceof PublicFetchProblem) reject(e);
      else reject(new PublicFetchProblem(words(e, url.host)));
    });
    req.end();
  });
}

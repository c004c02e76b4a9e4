// Google Business Profile over its REST APIs, authorised by google-auth-
// library's OAuth2 client (offline access; refreshed tokens are handed back
// to be sealed again): the account's e-mail, its accounts and locations
// (Account Management and Business Information v1), a location's reviews
// (v4 accounts.locations.reviews.list, paged) and the reply to one
// (reviews.updateReply). Google's refusals are sorted into what the sync
// does about them, keeping Google's own words.
import { OAuth2Client, type Credentials } from 'google-auth-library';
import type { GoogleLocation } from '@chairside/core/records/review';
import type { GoogleApp } from './config';

export const SCOPES = ['https://www.googleapis.com/auth/business.manage', 'openid', 'email'];
const ACCOUNTS = 'https://mybusinessaccountmanagement.googleapis.com/v1';
const INFO = 'https://mybusinessbusinessinformation.googleapis.com/v1';
const V4 = 'https://mybusiness.googleapis.com/v4';

export type GoogleProblemKind = 'reconnect' | 'rate-limited' | 'unavailable' | 'other';

export class GoogleProblem extends Error {
  constructor(
    readonly kind: GoogleProblemKind,
    message: string,
  ) {
    super(message);
  }
}

interface Failure {
  status?: number;
  response?: { status?: number; data?: unknown };
  message?: string;
}

export function googleProblem(err: unknown): GoogleProblem {
  if (err instanceof GoogleProblem) return err;
  const e = err as Failure;
  const status = e.response?.status ?? e.status ?? 0;
  const data = e.response?.data as
    | { error?: string | { message?: string; status?: string }; error_description?: string }
    | undefined;
  const said =
    typeof data?.error === 'object'
      ? (data.error.message ?? '')
      : (data?.error_description ?? data?.error ?? e.message ?? '');
  if (status === 401 || data?.error === 'invalid_grant')
    return new GoogleProblem(
      'reconnect',
      `Google no longer lets Chairside use this profile (${said || 'access was removed or expired'}). Connect it again.`,
    );
  if (status === 429)
    return new GoogleProblem('rate-limited', `Google asked us to slow down: ${said || 'quota'}.`);
  if (status >= 500 || status === 0)
    return new GoogleProblem(
      'unavailable',
      status
        ? `Google answered with an error (${status}): ${said}`
        : 'Google could not be reached.',
    );
  return new GoogleProblem('other', `Google refused: ${said || status}.`);
}

/** Google's review as the v4 API gives it. */
export interface GoogleReview {
  name: string;
  reviewId: string;
  reviewer?: { displayName?: string; isAnonymous?: boolean };
  starRating?: 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE' | 'STAR_RATING_UNSPECIFIED';
  comment?: string;
  createTime: string;
  updateTime?: string;
  reviewReply?: { comment: string; updateTime?: string };
}

export const STARS = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const;

export function oauthClient(app: GoogleApp, redirectUri: string) {
  // A token Google stopped honouring before its expiry is refreshed once and
  // the call tried again (Google's 401), not only one past its expiry.
  return new OAuth2Client({
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    redirectUri,
    forceRefreshOnFailure: true,
  });
}

export function authUrl(app: GoogleApp, redirectUri: string, state: string): string {
  return oauthClient(app, redirectUri).generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: true,
    scope: SCOPES,
    state,
  });
}

export async function exchangeCode(app: GoogleApp, redirectUri: string, code: string) {
  try {
    const { tokens } = await oauthClient(app, redirectUri).getToken(code);
    return tokens;
  } catch (err) {
    throw googleProblem(err);
  }
}

/** Calls with the salon's tokens; `tokens()` answers them as they are now (refreshed perhaps). */
export class BusinessProfile {
  private readonly oauth: OAuth2Client;
  private current: Credentials;

  constructor(app: GoogleApp, redirectUri: string, tokens: Credentials) {
    this.current = { ...tokens };
    this.oauth = oauthClient(app, redirectUri);
    this.oauth.setCredentials(tokens);
    this.oauth.on('tokens', (fresh) => {
      this.current = { ...this.current, ...fresh };
    });
  }

  tokens(): Credentials {
    return this.current;
  }

  private async call<T>(url: string, method: 'GET' | 'PUT' = 'GET', data?: unknown): Promise<T> {
    try {
      const res = await this.oauth.request<T>({
        url,
        method,
        data,
        retryConfig: { retry: 2, statusCodesToRetry: [[500, 599]] },
      });
      return res.data;
    } catch (err) {
      throw googleProblem(err);
    }
  }

  async email(): Promise<string> {
    const me = await this.call<{ email?: string }>(
      'https://openidconnect.googleapis.com/v1/userinfo',
    );
    return me.email ?? '';
  }

  /** Every location of every account the person manages (first 100 of each). */
  async locations(): Promise<GoogleLocation[]> {
    const found: GoogleLocation[] = [];
    const { accounts = [] } = await this.call<{ accounts?: { name: string }[] }>(
      `${ACCOUNTS}/accounts?pageSize=20`,
    );
    for (const account of accounts) {
      const { locations = [] } = await this.call<{
        locations?: {
          name: string;
          title?: string;
          storefrontAddress?: { addressLines?: string[]; locality?: string };
        }[];
      }>(`${INFO}/${account.name}/locations?readMask=name,title,storefrontAddress&pageSize=100`);
      for (const l of locations) {
        const address = [
          ...(l.storefrontAddress?.addressLines ?? []),
          l.storefrontAddress?.locality,
        ]
          .filter(Boolean)
          .join(', ');
        found.push({
          name: `${account.name}/${l.name}`,
          title: l.title ?? l.name,
          address,
        });
      }
    }
    return found;
  }

  /** A page of a location's reviews, newest change first. */
  reviews(location: string, pageToken?: string) {
    const q = new URLSearchParams({ pageSize: '50', orderBy: 'updateTime desc' });
    if (pageToken) q.set('pageToken', pageToken);
    return this.call<{
      reviews?: GoogleReview[];
      averageRating?: number;
      totalReviewCount?: number;
      nextPageToken?: string;
    }>(`${V4}/${location}/reviews?${q}`);
  }

  reply(reviewName: string, comment: string) {
    return this.call<{ comment: string; updateTime: string }>(`${V4}/${reviewName}/reply`, 'PUT', {
      comment,
    });
  }

  async revoke(): Promise<void> {
    const token = this.current.refresh_token ?? this.current.access_token;
    if (!token) return;
    await this.oauth.revokeToken(token).catch(() => undefined);
  }
}
